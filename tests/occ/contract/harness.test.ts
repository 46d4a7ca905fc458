import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contract } from "./harness";

// The harness must fail a drifting call, or every contract test would be hollow.
describe("contract harness", () => {
  const exchange = {
    source: "test",
    request: { method: "PUT" as const, path: "users/current/carts/1/costcenter", query: { costCenterId: "CC1" } },
    response: { status: 200 },
  };

  it("passes a request that matches, and reads an empty body as success", async () => {
    const run = contract([exchange]);
    await expect(run.verify(run.occ.request({ method: "PUT", path: "users/current/carts/1/costcenter", query: { costCenterId: "CC1" }, schema: z.unknown() }))).resolves.toBeUndefined();
  });

  it.each([
    ["another method", { method: "POST" as const, path: "users/current/carts/1/costcenter", query: { costCenterId: "CC1" } }, /method POST/],
    ["another path", { method: "PUT" as const, path: "orgUsers/current/carts/1/costcenter", query: { costCenterId: "CC1" } }, /path orgUsers/],
    ["a missing parameter", { method: "PUT" as const, path: "users/current/carts/1/costcenter", query: {} }, /query/],
    ["an extra parameter", { method: "PUT" as const, path: "users/current/carts/1/costcenter", query: { costCenterId: "CC1", fields: "FULL" } }, /query/],
    ["a body where SAP wants parameters", { method: "PUT" as const, path: "users/current/carts/1/costcenter", query: { costCenterId: "CC1" }, body: { costCenterId: "CC1" } }, /sends a body/],
  ])("fails %s", async (_name, req, message) => {
    const run = contract([exchange]);
    await expect(run.verify(run.occ.request({ ...req, schema: z.unknown() }))).rejects.toThrow(message);
  });

  it("fails an exchange never requested", async () => {
    const run = contract([exchange, exchange]);
    await expect(run.verify(run.occ.request({ method: "PUT", path: "users/current/carts/1/costcenter", query: { costCenterId: "CC1" }, schema: z.unknown() }))).rejects.toThrow(/never requested/);
  });
});
