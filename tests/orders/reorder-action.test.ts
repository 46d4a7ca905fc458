import { describe, expect, it } from "vitest";
import { action } from "~/routes/order-confirmation.$code";
import { callRoute } from "../mocks/route-harness";
import { useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
// No handlers: any backend call fails the test, so a refused form cannot have reached the cart.
useMswServer();

describe("Reorder (order confirmation)", () => {
  it("answers 400 and calls nothing unless the form says intent=reorder (issue 21, bad-input corpus)", async () => {
    for (const fields of [[["intent", "<script>alert(1)</script>"]], [["intent", ""]], []] as [string, string][][]) {
      const { result } = await callRoute(action, "/order-confirmation/30000001", { fields, session: signedInData(), params: { code: "30000001" } });
      expect(result instanceof Response ? result.status : result, JSON.stringify(fields)).toBe(400);
    }
  });
});
