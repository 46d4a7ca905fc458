import { redirect } from "@remix-run/node";
import { appOccForCartChange, getOptionalUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { type CartRef } from "~/lib/occ/caller.server";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { getCart, setGuestEmail } from "~/lib/occ/cart.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { forgetGuestCart, guestCheckoutOffered } from "./guest-cart.server";
import { parseGuestEmailForm } from "./guest-email-schema";

/**
 * `/guest-checkout` (docs/decisions/007-guest-checkout.md): the choice between signing in (→ /login with
 * `redirectTo=/checkout`) and checking out as a guest with an e-mail (`PUT users/anonymous/carts/{guid}/email`)
 * → /checkout. Only for an anonymous visitor with a non-empty guest cart on a site that offers guest checkout;
 * signed-in users go straight to /checkout, everyone else to /cart.
 */

/** The guest cart of this request, or the redirect that applies instead. */
async function requireGuestCart(request: Request, context: RequestContext): Promise<CartRef> {
  if (await getOptionalUser(request, context)) throw redirect("/checkout");
  const ref = await getCartRef(request, context);
  if (!ref?.guest || !guestCheckoutOffered(getEnv().siteType)) throw redirect("/cart");
  return ref;
}

/** The guest cart is gone on the backend: forget it and say so on the cart page. */
async function cartGone(request: Request, context: RequestContext): Promise<never> {
  const session = await getSession(request, context);
  forgetGuestCart(session);
  setFlash(session, { type: "error", message: messages.cartNotFound });
  markSessionChanged(context, session);
  throw redirect("/cart");
}

export async function loadGuestCheckout(request: Request, context: RequestContext) {
  const ref = await requireGuestCart(request, context);
  const cart = await getCart(ref).catch(throwBackendError);
  if (!cart) return cartGone(request, context);
  if (cart.entries.length === 0) throw redirect("/cart");
  return { email: cart.guestEmail ?? "" };
}

/** POST: the guest's e-mail on the cart, then /checkout (303). */
export async function submitGuestCheckout(request: Request, context: RequestContext) {
  const formData = await readForm(request, { honeypot: true });
  const ref = await requireGuestCart(request, context);
  const submission = parseGuestEmailForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    await setGuestEmail({ ...ref, occ: appOccForCartChange(request, context) }, submission.value.email);
    return redirect("/checkout", 303);
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.details.some((detail) => detail.type === "CartError")) return cartGone(request, context);
    // 'Already exists.' (409): the address belongs to an account — ours, by the field: sign in instead.
    if (error.kind === "conflict") return invalidSubmission(context, submission, { fieldErrors: { email: [checkoutMessages.guestEmailExists] } });
    if (error.kind === "badRequest") return invalidSubmission(context, submission, { fieldErrors: { email: [messages.invalidEmailFormat] } });
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}
