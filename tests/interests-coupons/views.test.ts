import { describe, expect, it } from "vitest";
import { couponView } from "~/lib/coupons/coupons-view";
import { InterestFormSchema } from "~/lib/interests/interests.server";
import { interestRows } from "~/lib/interests/interests-view";
import { CouponListSchema } from "~/lib/occ/coupons.server";
import { InterestListSchema } from "~/lib/occ/interests.server";

/** Issue 25 (H5): what My interests and Coupons make of the backend's answers, and the interest forms' schema. */

describe("interestRows", () => {
  const list = InterestListSchema.parse({
    results: [
      {
        product: {
          code: "SCR-CL-NAVY-S",
          name: "Classic Scrub Top",
          baseProduct: "SCR-CL",
          stock: { stockLevelStatus: "outOfStock", stockLevel: 0 },
          baseOptions: [{ selected: { code: "SCR-CL-NAVY-S", variantOptionQualifiers: [{ qualifier: "colour", value: "Navy" }, { qualifier: "size", value: "S" }] } }],
        },
        productInterestEntry: [{ interestType: "BACK_IN_STOCK", dateAdded: "2026-11-20T01:00:00.000Z" }],
      },
      {
        product: { code: "X-1", stock: { stockLevelStatus: "lowStock", stockLevel: 3 } },
        productInterestEntry: [{ interestType: "BACK_IN_STOCK", dateAdded: "2026-11-01T01:00:00.000Z", dateNotified: "2026-11-25T01:00:00.000Z" }],
      },
    ],
  });

  it("names the item, links it, lists its options, the date added and the stock", () => {
    const [row, other] = interestRows(list.results);
    expect(row).toEqual({
      code: "SCR-CL-NAVY-S",
      name: "Classic Scrub Top",
      href: "/product/SCR-CL-NAVY-S/Classic%20Scrub%20Top",
      variant: "Navy, S",
      added: "20 Nov 2026",
      stock: "Out of stock",
      notified: null,
    });
    expect(other).toMatchObject({ name: "X-1", variant: "", stock: "Only 3 left", notified: "25 Nov 2026" });
  });
});

describe("couponView", () => {
  const coupon = (status: string) =>
    CouponListSchema.parse({ coupons: [{ couponId: "THANKYOU15", name: "Thank you", description: "15% off", startDate: "2026-01-01T00:00:00Z", endDate: "2030-12-31T00:00:00Z", status }] })
      .coupons[0]!;

  it("maps SAP's statuses and says which can go into the cart", () => {
    expect(couponView(coupon("Effective"))).toMatchObject({ status: "Active", usable: true, validity: "1 Jan 2026 to 31 Dec 2030", until: "31 Dec 2030" });
    expect(couponView(coupon("ExpireSoon"))).toMatchObject({ status: "Expires soon", usable: true });
    expect(couponView(coupon("PreSession"))).toMatchObject({ status: "Not active yet", usable: false });
    expect(couponView(coupon("Expired"))).toMatchObject({ status: "Expired", usable: false });
  });
});

describe("InterestFormSchema", () => {
  it("takes add and remove with an item code; refuses anything else", () => {
    expect(InterestFormSchema.safeParse({ intent: "add", productCode: "SCR-CL-NAVY-S", returnTo: "/product/SCR-CL/x" }).success).toBe(true);
    expect(InterestFormSchema.safeParse({ intent: "remove", productCode: "SCR-CL-NAVY-S" }).success).toBe(true);
    expect(InterestFormSchema.safeParse({ intent: "remove", productCode: "../../etc" }).success).toBe(false);
    expect(InterestFormSchema.safeParse({ intent: "add" }).success).toBe(false);
    expect(InterestFormSchema.safeParse({ intent: "delete", productCode: "A" }).success).toBe(false);
  });
});
