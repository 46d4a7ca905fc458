import { redirect } from "@remix-run/node";
import { getOptionalUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import { type Cart } from "~/lib/occ/cart.server";
import { type Enablement, getCheckoutCart, getEnablement } from "~/lib/occ/checkout.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import { parseButtonForm } from "~/lib/button-form-schema";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type RequestContext } from "~/lib/request-context.server";
import { type CartRef } from "~/lib/occ/caller.server";
import { getCartRef } from "./cart-ref.server";
import { progressOf } from "./progress.server";
import { type CheckoutProgress, type CheckoutStepId, stepRedirect } from "./steps";

/**
 * The checkout step routes' common start (docs/checkout.md "Checkout steps"): who checks out (signed-in users
 * pass the session guards of requireUser; anonymous visitors need a guest cart), which cart (getCartRef), and
 * the gate — a step whose earlier steps are not all complete on the backend cart redirects to the first of them.
 * No cart, or an empty one, is "conditions not met": the layout route shows 'Checkout conditions not met'.
 */

export interface StepContext {
  ref: CartRef;
  cart: Cart;
  /** The unit's flags (this customer's extension, or derived from stock data: `flavour`). */
  enablement: Enablement;
  progress: CheckoutProgress;
}

export type StepLoad<T> = ({ conditionsNotMet: false } & StepContext & { data: T }) | { conditionsNotMet: true };

/** Who may check out: the signed-in user (through the session guards) or a guest with a guest cart; null otherwise. */
export async function checkoutCartRef(request: Request, context: RequestContext): Promise<CartRef | null> {
  if (await getOptionalUser(request, context)) await requireUser(request, context);
  return getCartRef(request, context);
}

/** A cart that can be checked out: it exists and has entries. */
export function canCheckOut(cart: Cart | null): cart is Cart {
  return cart !== null && cart.entries.length > 0;
}

/**
 * The cart checkout works on and the enablement flags, in parallel: null when there is no cart. The flags' failure
 * counts only when the cart is there (a guest's flags are read through the cart: a gone cart is "conditions not met"):
 * `enablement(fail)` answers the flags or hands their failure to `fail`.
 */
export async function loadCheckoutCart(ref: CartRef): Promise<{ cart: Cart | null; enablement: (fail: (error: unknown) => never) => Enablement }> {
  const [cart, flags] = await Promise.all([
    getCheckoutCart(ref),
    getEnablement(ref).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
  ]);
  return {
    cart,
    enablement: (fail) => ("error" in flags ? fail(flags.error) : flags.value),
  };
}

/** Runs `extra` in parallel with the cart; its failures count only once the gate has passed. */
async function gated<T>(
  request: Request,
  context: RequestContext,
  step: CheckoutStepId,
  extra: (ref: CartRef) => Promise<T>,
  status: 302 | 303,
  fail: (error: unknown) => never = throwBackendError,
): Promise<StepLoad<T>> {
  const ref = await checkoutCartRef(request, context);
  if (!ref) return { conditionsNotMet: true };
  const pending = extra(ref);
  pending.catch(() => undefined); // awaited below, once the gate has passed
  const loaded = await loadCheckoutCart(ref).catch(fail);
  const { cart } = loaded;
  if (!canCheckOut(cart)) return { conditionsNotMet: true };
  const enablement = loaded.enablement(fail);
  const progress = progressOf(cart, enablement);
  const gate = stepRedirect(progress, step);
  if (gate) throw redirect(gate, status);
  const data = await pending.catch(fail);
  return { conditionsNotMet: false, ref, cart, enablement, progress, data };
}

/**
 * A step's loader data: the cart (gated for `step`) and whatever `extra` loads, fetched in parallel with the cart
 * (e.g. delivery modes answer 400 before an address is set, but then the gate redirects first). Redirects when
 * an earlier step is incomplete.
 */
export function loadStep<T>(
  request: Request,
  context: RequestContext,
  step: CheckoutStepId,
  extra: (ref: CartRef) => Promise<T>,
): Promise<StepLoad<T>> {
  return gated(request, context, step, extra, 302);
}

/** A backend failure while a step's action loads its cart and data (caught by `requireStep`). */
class StepLoadFailure {
  constructor(readonly error: OccError) {}
}

function failStepLoad(error: unknown): never {
  if (isOccError(error)) throw new StepLoadFailure(error);
  return throwBackendError(error);
}

/**
 * A step's action start: the gated cart and `extra`, or a 303 to /checkout (which explains) when checkout is not
 * possible, or to the first incomplete earlier step. When the backend fails while loading them, `refusal` is the
 * answer to return: the form again with every typed value (`formData`) and the catalogue text (issue 21), not the
 * error page.
 */
export async function requireStep<T>(
  request: Request,
  context: RequestContext,
  step: CheckoutStepId,
  extra: (ref: CartRef) => Promise<T>,
  formData: FormData,
): Promise<(StepContext & { data: T }) | { refusal: ReturnType<typeof invalidSubmission> }> {
  let loaded: StepLoad<T>;
  try {
    loaded = await gated(request, context, step, extra, 303, failStepLoad);
  } catch (thrown) {
    if (!(thrown instanceof StepLoadFailure)) throw thrown;
    return { refusal: invalidSubmission(context, parseButtonForm(formData), { formErrors: [thrown.error.userMessage] }) };
  }
  if (loaded.conditionsNotMet) throw redirect("/checkout", 303);
  return loaded;
}

export interface StepProblems<F extends string> {
  fieldErrors: Partial<Record<F, string[]>>;
  formErrors: string[];
}

/**
 * A failed backend call of a step's action as form problems: 400 ValidationErrors by `subject` onto the form's
 * fields (`fields` maps subjects to field names and messages), anything else a form-level catalogue text. An
 * empty or vanished cart ends checkout (redirect to /checkout, which explains); non-backend errors are rethrown.
 */
export function stepProblems<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, { field: F; message: string }>>,
): StepProblems<F> {
  if (!isOccError(error)) throw error;
  if (error.details.some((detail) => detail.type === "CartError")) throw redirect("/checkout", 303);
  const problems: StepProblems<F> = { fieldErrors: {}, formErrors: [] };
  if (error.status === 400) {
    for (const detail of error.details) {
      const target = detail.subject ? fields[detail.subject] : undefined;
      if (target) problems.fieldErrors[target.field] = [target.message];
    }
  }
  if (Object.keys(problems.fieldErrors).length === 0) {
    problems.formErrors.push(error.status === 400 ? checkoutMessages.stepSaveFailed : error.userMessage);
  }
  return problems;
}
