import { redirect } from "@remix-run/node";
import { signedInOwner } from "~/lib/occ/caller.server";
import { getAppOcc, getOcc, getOptionalUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { formatPriceText } from "~/lib/cart/totals-display";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import * as orderMessages from "~/lib/orders/messages";
import { readForm } from "~/lib/csrf.server";
import * as messages from "~/lib/messages";
import { type Address } from "~/lib/occ/cart.server";
import { isOccError } from "~/lib/occ/errors";
import { cartFromOrder, getOrder, getReplenishmentOrder, type Order, type ReplenishmentOrder } from "~/lib/occ/orders.server";
import { type RequestContext } from "~/lib/request-context.server";
import { htmlToText } from "~/lib/sanitize.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { type OrderView, type PaymentView, type ReplenishmentView } from "./order-view";
import { reorderFlash } from "./reorder";

/**
 * The order confirmation pages (docs/checkout.md "Orders"): /order-confirmation/{code} for the order's user or its
 * placer (proxy), and for a guest only the codes this session placed; /order-confirmation/replenishment/{code}; the
 * reorder form (cartFromOrder → /cart with a flash).
 */

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });

/** A backend 404 (another user's order, a mistyped code) is this page's 404; other failures their catalogue text. */
function orderError(error: unknown): never {
  if (isOccError(error) && (error.kind === "notFound" || error.status === 403)) throw notFound();
  throwBackendError(error);
}

export async function loadOrderConfirmation(request: Request, context: RequestContext, code: string): Promise<{ order: OrderView }> {
  if (await getOptionalUser(request, context)) {
    await requireUser(request, context);
    const order = await getOrder(signedInOwner(await getOcc(request, context)), code).catch(orderError);
    return { order: orderView(order, { canReorder: true }) };
  }
  const session = await getSession(request, context);
  const guestOrder = session.get("guestOrders")?.find((placed) => placed.code === code);
  if (!guestOrder) {
    await requireUser(request, context); // anonymous: sign in first (throws the redirect)
    throw notFound();
  }
  const order = await getOrder({ occ: getAppOcc(request, context), userPath: "users/anonymous", orgUserPath: "users/anonymous" }, guestOrder.guid).catch(orderError);
  return { order: orderView(order, { canReorder: false }) };
}

export async function loadReplenishmentConfirmation(request: Request, context: RequestContext, code: string): Promise<{ replenishment: ReplenishmentView }> {
  await requireUser(request, context);
  const replenishment = await getReplenishmentOrder({ occ: await getOcc(request, context) }, code).catch(orderError);
  return { replenishment: replenishmentView(replenishment) };
}

/** Reorder: the order's entries into the user's cart (the proxy cart in proxy mode), then the cart with a summary. */
export async function reorderAction(request: Request, context: RequestContext, code: string) {
  const form = await readForm(request);
  await requireUser(request, context);
  // The form's only value (issue 21, bad-input corpus: any other body used to reorder too).
  if (form.get("intent") !== "reorder") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const cartRef = await getCartRef(request, context);
  if (!cartRef || cartRef.guest) throw redirect("/login");
  const modifications = await cartFromOrder(cartRef, { orderCode: code }).catch(orderError);
  const session = await getSession(request, context);
  setFlash(
    session,
    reorderFlash(
      code,
      modifications.map((m) => ({ statusCode: m.statusCode, quantityAdded: m.quantityAdded, name: htmlToText(m.entry?.product.name) || m.entry?.product.code || code })),
    ),
  );
  markSessionChanged(context, session);
  return redirect("/cart", 303);
}

const dateFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Sydney" });

export function formatOrderDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** An address as lines: name, street, town/region/postcode, country, phone. */
export function addressLines(address: Address | undefined): string[] {
  if (!address) return [];
  const name = [address.title, address.firstName, address.lastName].filter(Boolean).join(" ");
  const town = [address.town, address.region?.isocodeShort ?? address.region?.isocode, address.postalCode].filter(Boolean).join(" ");
  return [name, address.line1, address.line2 ?? "", town, address.country.name ?? address.country.isocode, address.phone ?? ""].filter(
    (line) => line.trim() !== "",
  );
}

function paymentView(order: Order): PaymentView | null {
  const type = order.paymentType;
  if (!type) return null;
  const label = type.displayName ?? type.code;
  if (type.code === "CARD" && order.paymentInfo) {
    const info = order.paymentInfo;
    return {
      kind: "card",
      label,
      cardType: info.cardType?.name ?? info.cardType?.code ?? orderMessages.cardLabel,
      cardNumber: info.cardNumber ?? "",
      holder: info.accountHolderName ?? "",
      expiry: info.expiryMonth && info.expiryYear ? `${info.expiryMonth}/${info.expiryYear}` : "",
      billingAddress: addressLines(info.billingAddress),
    };
  }
  return {
    kind: "account",
    label,
    costCentre: order.costCenter ? (order.costCenter.name ? `${order.costCenter.name} (${order.costCenter.code})` : order.costCenter.code) : null,
    poNumber: order.purchaseOrderNumber ?? null,
  };
}

export function orderView(order: Order, { canReorder }: { canReorder: boolean }): OrderView {
  const status = order.statusDisplay ?? order.status?.toLowerCase() ?? "created";
  return {
    code: order.code,
    statusLabel: orderMessages.orderStatusLabels[status] ?? order.status ?? status,
    placedOn: formatOrderDate(order.created),
    placedFor: order.placedBy && order.user ? (order.user.name ?? order.user.uid) : null,
    guest: order.guestCustomer,
    guestEmail: order.guestEmail ?? null,
    entries: order.entries.map((entry) => {
      const name = htmlToText(entry.product.name) || entry.product.code;
      const image = entry.product.images.find((candidate) => candidate.format === "thumbnail") ?? entry.product.images[0];
      return {
        key: `${entry.entryNumber}-${entry.product.code}`,
        name,
        code: entry.product.code,
        url: entry.product.url ?? null,
        imageUrl: image?.url ?? null,
        imageAlt: "",
        variant: entry.product.variantOptionQualifiers.map((q) => `${q.name ?? q.qualifier}: ${q.value}`),
        quantity: entry.quantity,
        unitPrice: entry.basePrice ? formatPriceText(entry.basePrice) : "",
        lineTotal: entry.totalPrice ? formatPriceText(entry.totalPrice) : "",
      };
    }),
    deliveryAddress: addressLines(order.deliveryAddress),
    deliveryMode: order.deliveryMode
      ? {
          name: order.deliveryMode.name ?? order.deliveryMode.code,
          description: order.deliveryMode.description ?? "",
          cost: order.deliveryMode.deliveryCost ? (order.deliveryMode.deliveryCost.value === 0 ? "Free" : formatPriceText(order.deliveryMode.deliveryCost)) : null,
        }
      : null,
    payment: paymentView(order),
    urgentReason: order.urgentReason ? order.urgentReason.msg || order.urgentReason.code : null,
    vouchers: order.appliedVouchers.map((voucher) => ({
      code: voucher.code,
      name: voucher.name ?? voucher.code,
      value: voucher.appliedValue ? formatPriceText(voucher.appliedValue) : (voucher.valueFormatted ?? ""),
    })),
    totals: {
      subTotal: order.subTotal,
      totalDiscounts: order.totalDiscounts,
      deliveryCost: order.deliveryCost,
      totalPrice: order.totalPrice,
      totalTax: order.totalTax,
      totalPriceWithTax: order.totalPriceWithTax,
      taxRatePercent: order.taxRatePercent,
    },
    canReorder,
  };
}

export function replenishmentView(replenishment: ReplenishmentOrder): ReplenishmentView {
  return {
    code: replenishment.replenishmentOrderCode,
    schedule: replenishment.trigger?.displayTimeTable ?? replenishment.recurrencePeriod ?? "",
    firstDate: replenishment.firstDate ?? null,
    items: replenishment.totalItems ?? null,
    total: replenishment.totalPriceWithTax ? formatPriceText(replenishment.totalPriceWithTax) : null,
    costCentre: replenishment.costCenter ? (replenishment.costCenter.name ? `${replenishment.costCenter.name} (${replenishment.costCenter.code})` : replenishment.costCenter.code) : null,
    poNumber: replenishment.purchaseOrderNumber ?? null,
    payment: replenishment.paymentType ? (replenishment.paymentType.displayName ?? replenishment.paymentType.code) : null,
  };
}
