import { describe, expect, it } from "vitest";
import { quickLinkNumber, quickLinkUrl } from "~/lib/shell/quick-links";

describe("quick-link URL rule (spec part 1 §2 'Home page')", () => {
  it.each(["WearerExchangeAndReturnLink", "ApproverExchangeAndReturnLink"])("%s gets returns=true", (uid) => {
    expect(quickLinkUrl(uid, "/my-account/orders")).toBe("/my-account/orders?returns=true");
  });

  it("keeps an existing query and fragment", () => {
    expect(quickLinkUrl("WearerExchangeAndReturnLink", "/my-account/orders?sort=date&page=2#list")).toBe(
      "/my-account/orders?sort=date&page=2&returns=true#list",
    );
  });

  it("does not repeat returns when the url already has it", () => {
    expect(quickLinkUrl("ApproverExchangeAndReturnLink", "/approvals?returns=false")).toBe("/approvals?returns=true");
    expect(quickLinkUrl("ApproverExchangeAndReturnLink", "/approvals?returns=true")).toBe("/approvals?returns=true");
  });

  it("keeps absolute URLs absolute", () => {
    expect(quickLinkUrl("WearerExchangeAndReturnLink", "https://shop.example/orders?a=1")).toBe(
      "https://shop.example/orders?a=1&returns=true",
    );
  });

  it("leaves every other link as it is", () => {
    expect(quickLinkUrl("OrderUniformQuickLink", "/orderUniform?x=1")).toBe("/orderUniform?x=1");
    expect(quickLinkUrl("wearerexchangeandreturnlink", "/my-account/orders")).toBe("/my-account/orders");
  });

  it("numbers the links 01 to 04", () => {
    expect([0, 1, 2, 3].map(quickLinkNumber)).toEqual(["01", "02", "03", "04"]);
  });
});
