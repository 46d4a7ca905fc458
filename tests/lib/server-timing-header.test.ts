import { afterEach, describe, expect, it, vi } from "vitest";
import { finalizeResponse } from "~/entry.server";
import { resetEnvForTests } from "~/lib/env.server";
import { createRequestContext } from "~/lib/request-context.server";
import { useTestEnv } from "../mocks/session";

// Issue 21 hole 8: Server-Timing names the backend calls a page made; only a measuring setup gets it.

useTestEnv();
afterEach(() => {
  vi.stubEnv("SERVER_TIMING", undefined);
  resetEnvForTests();
});

async function documentTimingHeader(): Promise<string | null> {
  const context = createRequestContext("nonce");
  context.serverTimings.push({ name: "occ-1", description: "GET orgUsers/current", durationMs: 12.34 });
  const response = await finalizeResponse(new Response("<!DOCTYPE html>", { headers: { "Content-Type": "text/html" } }), context);
  return response.headers.get("Server-Timing");
}

describe("the Server-Timing header", () => {
  it("is not sent without SERVER_TIMING=1, to any client", async () => {
    expect(await documentTimingHeader()).toBeNull();
    vi.stubEnv("SERVER_TIMING", "0");
    resetEnvForTests();
    expect(await documentTimingHeader()).toBeNull();
  });

  it("lists each backend call with SERVER_TIMING=1 (npm run bench and the e2e run set it)", async () => {
    vi.stubEnv("SERVER_TIMING", "1");
    resetEnvForTests();
    expect(await documentTimingHeader()).toBe('occ-1;desc="GET orgUsers/current";dur=12.3');
  });
});
