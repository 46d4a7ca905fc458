import { describe, expect, it, vi } from "vitest";
import { SubmissionLedger } from "~/lib/submission-ledger.server";

type Outcome = { ok: boolean; n: number };
const succeeded = (outcome: Outcome) => outcome.ok;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("one-time submission tokens", () => {
  it("runs a token once; a repeat gets the first result without running", async () => {
    const ledger = new SubmissionLedger<Outcome>();
    const run = vi.fn(async () => ({ ok: true, n: 1 }));
    expect(await ledger.once("user\ntoken", run, succeeded)).toEqual({ result: { ok: true, n: 1 }, replayed: false });
    expect(await ledger.once("user\ntoken", run, succeeded)).toEqual({ result: { ok: true, n: 1 }, replayed: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps tokens apart per key (another token, another user)", async () => {
    const ledger = new SubmissionLedger<Outcome>();
    const run = vi.fn(async () => ({ ok: true, n: 1 }));
    await ledger.once("a\nt1", run, succeeded);
    await ledger.once("a\nt2", run, succeeded);
    await ledger.once("b\nt1", run, succeeded);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("makes a repeat sent while the first is running wait for it (double click)", async () => {
    const ledger = new SubmissionLedger<Outcome>();
    const first = deferred<Outcome>();
    const run = vi.fn(() => first.promise);
    const a = ledger.once("k", run, succeeded);
    const b = ledger.once("k", run, succeeded);
    first.resolve({ ok: true, n: 7 });
    expect(await a).toEqual({ result: { ok: true, n: 7 }, replayed: false });
    expect(await b).toEqual({ result: { ok: true, n: 7 }, replayed: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("lets a failed submission be sent again with the same token", async () => {
    const ledger = new SubmissionLedger<Outcome>();
    const run = vi.fn().mockResolvedValueOnce({ ok: false, n: 1 }).mockResolvedValueOnce({ ok: true, n: 2 });
    expect((await ledger.once("k", run, succeeded)).result).toEqual({ ok: false, n: 1 });
    expect(await ledger.once("k", run, succeeded)).toEqual({ result: { ok: true, n: 2 }, replayed: false });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("forgets a token whose run threw, and a waiting repeat runs again", async () => {
    const ledger = new SubmissionLedger<Outcome>();
    const first = deferred<Outcome>();
    const run = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce({ ok: true, n: 2 });
    const a = ledger.once("k", run, succeeded);
    const b = ledger.once("k", run, succeeded);
    first.reject(new Error("backend down"));
    await expect(a).rejects.toThrow("backend down");
    expect(await b).toEqual({ result: { ok: true, n: 2 }, replayed: false });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("forgets tokens after their time to live", async () => {
    let now = 0;
    const ledger = new SubmissionLedger<Outcome>({ ttlMs: 1000, now: () => now });
    const run = vi.fn(async () => ({ ok: true, n: 1 }));
    await ledger.once("k", run, succeeded);
    now = 999;
    expect((await ledger.once("k", run, succeeded)).replayed).toBe(true);
    now = 1000;
    expect((await ledger.once("k", run, succeeded)).replayed).toBe(false);
  });

  it("holds at most maxEntries tokens, dropping the oldest", async () => {
    const ledger = new SubmissionLedger<Outcome>({ maxEntries: 2 });
    const run = vi.fn(async () => ({ ok: true, n: 1 }));
    await ledger.once("a", run, succeeded);
    await ledger.once("b", run, succeeded);
    await ledger.once("c", run, succeeded);
    expect(ledger.size).toBe(2);
    expect((await ledger.once("c", run, succeeded)).replayed).toBe(true);
    expect((await ledger.once("a", run, succeeded)).replayed).toBe(false);
  });
});
