/**
 * Measures shared by the benches (scripts/bench.mjs, bench/throughput.mjs): the backend time a response reports in
 * Server-Timing (the storefront sends it with SERVER_TIMING=1) and a process's CPU time from /proc.
 */
import fs from "node:fs";

/** The sum of a Server-Timing header's `dur` values (ms); 0 without the header. */
export function serverTimingTotal(header) {
  let total = 0;
  for (const part of (header ?? "").split(",")) {
    const dur = /dur=([\d.]+)/.exec(part)?.[1];
    if (dur) total += Number(dur);
  }
  return total;
}

/** CPU time (user + system, ms) process `pid` has used so far, from /proc (Linux); null elsewhere. */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}
