import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { voucherErrorMessage } from "~/lib/cart/cart-errors.server";
import { type CartRef } from "~/lib/occ/caller.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { claimCoupon, listCoupons } from "~/lib/occ/coupons.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { couponView, type CouponView } from "./coupons-view";
import * as m from "./messages";

/**
 * Coupons (issue 25; docs/interests-and-coupons.md): /my-account/coupons (the user's claimed coupons), the claim link
 * /my-account/coupon/claim/{couponCode} (GET shows the code and a Claim button and changes nothing; POST claims, then
 * My coupons with a flash; a refusal shows the catalogue text on the claim page) and the cart's "Your coupons".
 * An anonymous visitor following a claim link signs in first and comes back to it (requireUser's redirectTo).
 */

export const COUPONS_PATH = "/my-account/coupons";
export const claimPath = (couponCode: string) => `/my-account/coupon/claim/${encodeURIComponent(couponCode)}`;

/** Coupon codes as the backend has them; anything else is a 404 without a backend call. */
const COUPON_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });

export async function loadCoupons(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const occ = await getOcc(request, context);
  const list = await listCoupons({ occ }).catch(throwBackendError);
  return { coupons: list.coupons.map(couponView) };
}

/** GET of a claim link: the code, and the coupon itself when it is already the user's (nothing is claimed). */
export async function loadClaim(request: Request, context: RequestContext, couponCode: string) {
  await requireUser(request, context);
  if (!COUPON_CODE.test(couponCode)) throw notFound();
  const occ = await getOcc(request, context);
  const list = await listCoupons({ occ }).catch(throwBackendError);
  const mine = list.coupons.find((coupon) => coupon.couponId.toUpperCase() === couponCode.toUpperCase());
  return { couponCode, claimed: mine ? couponView(mine) : null };
}

export async function claimAction(request: Request, context: RequestContext, couponCode: string) {
  await requireUser(request, context);
  if (!COUPON_CODE.test(couponCode)) throw notFound();
  const formData = await readForm(request);
  if (formData.get("intent") !== "claim") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const occ = await getOcc(request, context);
  try {
    await claimCoupon({ occ }, couponCode);
  } catch (error) {
    const message = isOccError(error) && error.status === 400 ? voucherErrorMessage(error) : null;
    if (!message) throwBackendError(error);
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [message] });
  }
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message: m.claimedFlash });
  markSessionChanged(context, session);
  return redirect(COUPONS_PATH, 303);
}

/**
 * The cart's "Your coupons": the signed-in user's claimed coupons valid now and not applied yet, each applied with the
 * cart's own applyVoucher form. Only on the user's own cart (not a proxy or punch-out cart: a coupon is its owner's),
 * and never in the way of the cart: a failed read shows none.
 */
export async function cartCoupons(ref: CartRef | null): Promise<CouponView[]> {
  if (!ref || ref.guest || ref.cartId !== "current") return [];
  try {
    const list = await listCoupons(ref);
    return list.coupons.map(couponView).filter((coupon) => coupon.usable);
  } catch {
    return [];
  }
}

/** The coupons not in the cart yet. */
export function unappliedCoupons(coupons: readonly CouponView[], applied: readonly { code: string }[]): CouponView[] {
  const taken = new Set(applied.map((voucher) => voucher.code.toUpperCase()));
  return coupons.filter((coupon) => !taken.has(coupon.code.toUpperCase()));
}
