import { expect, vi } from "vitest";

/**
 * Proves calls run in parallel without timing: each msw handler `enter`s the gate (recording that its call
 * started) and waits there until the gate opens. `expectParallel` asserts that every call has started while
 * none has been answered — calls made one after another cannot, since the second would only start after
 * the first's answer — then opens the gate. No sleeps, no clocks.
 */
export function parallelGate() {
  const started: string[] = [];
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    started,
    /** In a handler: records `name` as started, then waits for the gate to open. */
    async enter(name: string): Promise<void> {
      started.push(name);
      await opened;
    },
    /** Lets every waiting (and later) call through. */
    open,
    /**
     * Waits (at most `timeoutMs`) until exactly `names` have started, all still unanswered, then opens the gate
     * and returns what `call` (the loader under test, already started) resolves to. When they do not all start,
     * fails — after opening the gate and letting `call` settle, so nothing hangs or runs on into the next test.
     */
    async expectParallel<T>(names: string[], call: Promise<T>, timeoutMs = 1_000): Promise<T> {
      try {
        await vi.waitFor(() => expect([...started].sort()).toEqual([...names].sort()), { timeout: timeoutMs, interval: 5 });
      } catch (error) {
        open();
        await call.catch(() => undefined);
        throw error;
      }
      open();
      return call;
    },
  };
}
