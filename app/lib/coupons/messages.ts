/**
 * Coupons (issue 25; docs/interests-and-coupons.md). The spec names the routes (part 2 §2 `my-account/coupons`,
 * `my-account/coupon/claim/{couponCode}`) and the refusals (part 2 §8: 'Invalid code provided.', 'This coupon has
 * exceeded the number of times it can be used' — in ~/lib/checkout/messages); the other words are this storefront's,
 * the claim success after Spartacus' myCoupons.claimCustomerCoupon.
 */
export const title = "Coupons";
export const intro = "Coupons you have claimed. Apply one in your cart, under Vouchers.";
export const empty = "You have no coupons yet. A coupon link from an e-mail adds one here.";
export const caption = (count: number) => (count === 1 ? "1 coupon" : `${count} coupons`);
export const code = "Code";
export const coupon = "Coupon";
export const validity = "Valid";
export const status = "Status";
export const validFromTo = (from: string, to: string) => `${from} to ${to}`;
export const goToCart = "Go to your cart";

export const statusName = (value: string | undefined): string => {
  switch (value) {
    case "Effective":
      return "Active";
    case "ExpireSoon":
      return "Expires soon";
    case "PreSession":
      return "Not active yet";
    case "Expired":
      return "Expired";
    default:
      return value ?? "";
  }
};

export const claimTitle = "Claim a coupon";
export const claimIntro = (couponCode: string) => `Add the coupon ${couponCode} to your account, then apply it in your cart.`;
export const claimButton = "Claim coupon";
export const alreadyClaimed = (couponCode: string) => `The coupon ${couponCode} is already yours.`;
export const claimedFlash = "You have successfully claimed this coupon.";
export const seeCoupons = "See your coupons";

/** The cart's voucher area. */
export const yourCoupons = "Your coupons";
export const applyCoupon = "Apply";
export const applyCouponLabel = (couponCode: string) => `Apply coupon ${couponCode}`;
export const validUntil = (date: string) => `valid until ${date}`;
