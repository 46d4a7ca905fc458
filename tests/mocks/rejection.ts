import { expect } from "vitest";

/** What `promise` rejected with; fails the test if it resolved. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the promise to reject");
}

/** The Response `promise` threw (a redirect, a 403, a catalogue error response). */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}
