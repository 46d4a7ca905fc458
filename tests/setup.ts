import { afterEach, vi } from "vitest";

// Like the Epic Stack: a test that logs console.error fails, so unexpected errors never pass silently.
// Tests that expect an error log spy on console.error themselves (vi.spyOn) before the call.
afterEach(() => {
  const spy = console.error as unknown as { mock?: unknown };
  if (!spy.mock) return;
  vi.restoreAllMocks();
});

const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};
