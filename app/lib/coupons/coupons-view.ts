import { type CustomerCoupon } from "~/lib/occ/coupons.server";
import * as m from "./messages";

export interface CouponView {
  code: string;
  name: string;
  description: string;
  validity: string;
  /** The end date alone (the cart's "valid until"). */
  until: string;
  status: string;
  /** Valid now: it can go into the cart. */
  usable: boolean;
}

const date = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Sydney" });
const formatDate = (iso: string | undefined) => (iso ? date.format(new Date(iso)) : "");

/** SAP's CustomerCoupon as a row; usable while Effective or ExpireSoon. */
export function couponView(coupon: CustomerCoupon): CouponView {
  return {
    code: coupon.couponId,
    name: coupon.name ?? coupon.couponId,
    description: coupon.description ?? "",
    validity: m.validFromTo(formatDate(coupon.startDate), formatDate(coupon.endDate)),
    until: formatDate(coupon.endDate),
    status: m.statusName(coupon.status),
    usable: coupon.status === "Effective" || coupon.status === "ExpireSoon",
  };
}
