/** One backend call as it appears in the Server-Timing header (read by `npm run bench`). */
export interface ServerTiming {
  name: string;
  description: string;
  durationMs: number;
}

/** `occ-1;desc="GET orgUsers/current";dur=12.3, …` */
export function formatServerTiming(timings: readonly ServerTiming[]): string {
  return timings
    .map((t) => `${t.name};desc="${t.description.replace(/["\\]/g, "")}";dur=${t.durationMs.toFixed(1)}`)
    .join(", ");
}
