import { data, redirect } from "@remix-run/node";
import * as checkoutMessages from "~/lib/checkout/messages";
import { throwBackendError } from "~/lib/backend-errors.server";
import { type TotalsSource } from "~/lib/cart/totals-display";
import { type Cart } from "~/lib/occ/cart.server";
import { type RequestContext } from "~/lib/request-context.server";
import { addressLines } from "./address-lines";
import { progressOf } from "./progress.server";
import { canCheckOut, checkoutCartRef, loadCheckoutCart } from "./step.server";
import { type CheckoutProgress, firstIncompleteStep, stepPath } from "./steps";

/** The order summary beside every checkout step (entries, totals, what checkout has set so far). */
export interface CheckoutSummary {
  entryCount: number;
  unitCount: number;
  totals: TotalsSource;
  deliveryAddress: string[] | null;
  deliveryMode: { name: string; cost: string | null } | null;
  costCenter: string | null;
  purchaseOrderNumber: string | null;
}

export type CheckoutLayoutData =
  /** `message`: the spec's text, sent from here so the layout's browser bundle needs no text module. */
  | { conditionsNotMet: true; message: string }
  | { conditionsNotMet: false; progress: CheckoutProgress; summary: CheckoutSummary };

const CONDITIONS_NOT_MET = { conditionsNotMet: true, message: checkoutMessages.checkoutConditionsNotMet } as const;

export function summaryOf(cart: Cart, flags: { costCenterEnabled: boolean; poNumberEnabled: boolean }): CheckoutSummary {
  return {
    entryCount: cart.totalItems ?? cart.entries.length,
    unitCount: cart.totalUnitCount ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0),
    totals: {
      subTotal: cart.subTotal,
      totalDiscounts: cart.totalDiscounts,
      deliveryCost: cart.deliveryMode ? cart.deliveryCost : undefined,
      totalPrice: cart.totalPrice,
      totalTax: cart.totalTax,
      totalPriceWithTax: cart.totalPriceWithTax,
      taxRatePercent: cart.taxRatePercent,
    },
    deliveryAddress: cart.deliveryAddress ? addressLines(cart.deliveryAddress) : null,
    deliveryMode: cart.deliveryMode
      ? { name: cart.deliveryMode.name ?? cart.deliveryMode.code, cost: cart.deliveryMode.deliveryCost?.formattedValue ?? null }
      : null,
    costCenter: flags.costCenterEnabled && cart.costCenter ? (cart.costCenter.name ?? cart.costCenter.code) : null,
    purchaseOrderNumber: flags.poNumberEnabled ? (cart.purchaseOrderNumber ?? null) : null,
  };
}

/**
 * The checkout layout's loader (app/routes/checkout.tsx): the cart and the enablement flags in parallel; no
 * user or guest cart, or an empty cart → conditions not met (the route answers 400 with the spec's text).
 */
async function layoutData(request: Request, context: RequestContext): Promise<CheckoutLayoutData> {
  const ref = await checkoutCartRef(request, context);
  if (!ref) return CONDITIONS_NOT_MET;
  // a guest's enablement is read through the cart: a gone cart must end in "conditions not met", not an error
  const loaded = await loadCheckoutCart(ref).catch(throwBackendError);
  const { cart } = loaded;
  if (!canCheckOut(cart)) return CONDITIONS_NOT_MET;
  const enablement = loaded.enablement(throwBackendError);
  return { conditionsNotMet: false, progress: progressOf(cart, enablement), summary: summaryOf(cart, enablement) };
}

/** The layout's loader answer: 400 when checkout is not possible. */
export async function loadCheckoutLayout(request: Request, context: RequestContext) {
  const layout = await layoutData(request, context);
  return data(layout, { status: layout.conditionsNotMet ? 400 : 200 });
}

/** `/checkout`: the first incomplete step (all complete → payment details, where the order is placed). */
export async function firstStepRedirect(request: Request, context: RequestContext) {
  const ref = await checkoutCartRef(request, context);
  const loaded = ref ? await loadCheckoutCart(ref).catch(throwBackendError) : null;
  const cart = loaded?.cart ?? null;
  if (!loaded || !canCheckOut(cart)) return data(null, { status: 400 }); // the layout says why
  const enablement = loaded.enablement(throwBackendError);
  return redirect(stepPath(firstIncompleteStep(progressOf(cart, enablement)) ?? "paymentDetails"));
}
