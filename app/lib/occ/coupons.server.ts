import { z } from "zod";
import { type OccCaller } from "./caller.server";

/**
 * Customer coupons (issue 25; docs/interests-and-coupons.md). Stock SAP Commerce 2211 CustomerCouponsController,
 * called as Spartacus calls it (`OccCustomerCouponAdapter`, endpoints `customerCoupons`, `claimCoupon`):
 * - `GET users/current/customercoupons?currentPage&pageSize&sort` → CustomerCouponSearchResult;
 * - `POST users/current/customercoupons/{couponCode}/claim` (no body) → 201 CustomerCoupon2Customer.
 * A claimed coupon goes into the cart with the cart's voucher call (`POST …/carts/{c}/vouchers?voucherId=`).
 */

export const CustomerCouponSchema = z.object({
  couponId: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  /** SAP's values: PreSession, Effective, ExpireSoon, Expired. */
  status: z.string().optional(),
});
export type CustomerCoupon = z.infer<typeof CustomerCouponSchema>;

export const CouponListSchema = z.object({
  coupons: z.array(CustomerCouponSchema).optional().default([]),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() }).partial().optional(),
});
export type CouponList = z.infer<typeof CouponListSchema>;

const ClaimSchema = z.object({ coupon: CustomerCouponSchema.optional() });

export function listCoupons({ occ }: OccCaller, { currentPage = 0, pageSize = 50 }: { currentPage?: number; pageSize?: number } = {}): Promise<CouponList> {
  return occ.request({ path: "users/current/customercoupons", query: { currentPage, pageSize, sort: "startDate:asc" }, schema: CouponListSchema });
}

export async function claimCoupon({ occ }: OccCaller, couponCode: string): Promise<CustomerCoupon | null> {
  const body = await occ.request({
    method: "POST",
    path: `users/current/customercoupons/${encodeURIComponent(couponCode)}/claim`,
    schema: ClaimSchema,
  });
  return body.coupon ?? null;
}
