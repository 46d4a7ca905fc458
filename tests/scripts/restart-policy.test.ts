import { describe, expect, it } from "vitest";
import { RestartPolicy } from "../../scripts/lib/processes.mjs";

const SECOND = 1_000;

/** Crashes a child `count` times, each `uptime` ms after it (re)started; returns the decisions. */
function crashes(policy: RestartPolicy, count: number, uptime: number) {
  const decisions = [];
  let startedAt = 0;
  for (let i = 0; i < count; i += 1) {
    const decision = policy.onCrash(startedAt, startedAt + uptime);
    decisions.push(decision);
    startedAt += uptime + (decision.action === "restart" ? decision.delayMs : 0);
  }
  return decisions;
}

describe("RestartPolicy (npm start restarts a crashed child, issue 21 hole 8)", () => {
  it("waits 1 s, 2 s, 4 s, 8 s after quick crashes in a row, and gives up at the 5th", () => {
    const decisions = crashes(new RestartPolicy(), 5, 2 * SECOND);
    expect(decisions).toEqual([
      { action: "restart", delayMs: 1 * SECOND, crashes: 1 },
      { action: "restart", delayMs: 2 * SECOND, crashes: 2 },
      { action: "restart", delayMs: 4 * SECOND, crashes: 3 },
      { action: "restart", delayMs: 8 * SECOND, crashes: 4 },
      { action: "give-up", crashes: 5 },
    ]);
  });

  it("caps the delay", () => {
    const policy = new RestartPolicy({ maxQuickCrashes: 10, maxDelayMs: 30 * SECOND });
    const delays = crashes(policy, 8, SECOND).map((decision) => (decision.action === "restart" ? decision.delayMs : -1));
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((s) => s * SECOND));
  });

  it("starts afresh after the child has been up a minute", () => {
    const policy = new RestartPolicy();
    crashes(policy, 4, SECOND);
    expect(policy.onCrash(0, 60 * SECOND)).toEqual({ action: "restart", delayMs: SECOND, crashes: 1 });
    // …and a long-lived child that crashes now and then is restarted for ever.
    for (let i = 0; i < 20; i += 1) expect(policy.onCrash(0, 10 * 60 * SECOND).action).toBe("restart");
  });

  it("a crash just under a minute still counts as quick", () => {
    const policy = new RestartPolicy();
    const decisions = crashes(policy, 5, 59 * SECOND);
    expect(decisions.at(-1)?.action).toBe("give-up");
  });
});
