import { z } from "zod";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import * as messages from "~/lib/messages";
import { isOccError } from "~/lib/occ/errors";
import { type OccCaller } from "~/lib/occ/caller.server";
import {
  type Consignment,
  getConsignmentTracking,
  getOrderDetails,
  getUnitOrderDetails,
  type OrderDetails,
} from "~/lib/occ/order-details.server";
import { withStockFallback } from "~/lib/occ/stock-fallback.server";
import { addressLines, formatOrderDate, orderView, reorderAction } from "~/lib/orders/confirmation.server";
import { consignmentStatusName, orderStatusLabels } from "~/lib/orders/messages";
import * as packMessages from "~/lib/packs/messages";
import { normalisePackType } from "~/lib/packs/pack-rules";
import { type RequestContext } from "~/lib/request-context.server";
import { htmlToText } from "~/lib/sanitize.server";
import * as m from "./messages";
import {
  type ApprovalView,
  type CancellationView,
  type ConsignmentView,
  type OrderDetailsEntryView,
  type OrderDetailsView,
  type OrderPackGroupView,
} from "./order-details-view";

/**
 * /my-account/order/{code} (issue 23; docs/order-details.md): the signed-in user's own order (user or placer) or, for
 * a member of `unitorderviewergroup`, an order of their unit tree; anything else is this page's 404 (the backend's
 * UnknownIdentifierError), never another customer's data. Backend calls in parallel: the order (and, for a unit order
 * viewer, the unit path beside it), the PO-number enablement flag, then the tracking of every shipped consignment.
 * POST: reorder (the confirmation page's action: cartFromOrder → /cart with a flash).
 */

export const UNIT_ORDER_VIEWER_GROUP = "unitorderviewergroup";
/** Codes are SAP order codes; anything else is not looked up. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const SHIPPED = new Set(["SHIPPED", "IN_TRANSIT", "DELIVERING", "DELIVERY_COMPLETED", "PICKUP_COMPLETE", "READY_FOR_PICKUP"]);
const NEVER_SHIPS = new Set(["PENDING_APPROVAL", "REJECTED", "CANCELLED", "MERCHANT_REJECTED", "PENDING_MERCHANT_APPROVAL"]);

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
const isNotFound = (error: unknown) => isOccError(error) && (error.kind === "notFound" || error.status === 403);
function orderError(error: unknown): never {
  if (isNotFound(error)) throw notFound();
  throwBackendError(error);
}

const dateTime = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Sydney" });
const formatDateTime = (iso: string | undefined) => {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTime.format(date);
};
const safeUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);
const readable = (code: string) => {
  const raw = code.replace(/_/g, " ").toLowerCase().trim();
  return raw.charAt(0).toUpperCase() + raw.slice(1);
};

/** The PO-number enablement flag of the caller's unit (this customer's extension; stock SAP: no PO-number change). */
async function poNumberEnabled({ occ }: OccCaller): Promise<boolean> {
  return withStockFallback(
    "checkout/enablement",
    "no PO-number change on the order details page",
    async () => (await occ.request({ path: "orgUsers/current/checkout/enablement", schema: z.object({ poNumberEnabled: z.boolean() }).passthrough() })).poNumberEnabled,
    async () => false,
  ).catch(() => false);
}

export async function loadOrderDetails(request: Request, context: RequestContext, code: string) {
  const user = await requireUser(request, context);
  if (!CODE.test(code)) throw notFound();
  const caller = { occ: await getOcc(request, context) };
  const viewer = user.groups.includes(UNIT_ORDER_VIEWER_GROUP);
  const [own, unit, poFlag] = await Promise.allSettled([
    getOrderDetails(caller, code),
    viewer ? getUnitOrderDetails(caller, code) : Promise.reject(new Error("not a unit order viewer")),
    poNumberEnabled(caller),
  ]);
  let order: OrderDetails;
  let viewedAsUnit = false;
  if (own.status === "fulfilled") order = own.value;
  else if (viewer && isNotFound(own.reason) && unit.status === "fulfilled") {
    order = unit.value;
    viewedAsUnit = true;
  } else orderError(viewer && isNotFound(own.reason) && unit.status === "rejected" ? unit.reason : own.reason);

  // The tracking of shipped consignments, in parallel (SAP's path is the user's own: not for unit orders).
  const tracking = await Promise.all(
    order.consignments.map((consignment) =>
      !viewedAsUnit && SHIPPED.has(consignment.status)
        ? getConsignmentTracking(caller, order.code, consignment.code).then(
            (body) => ({ events: body.trackingEvents.map((event) => ({ date: formatDateTime(event.eventDate), location: event.location ?? "", detail: event.detail ?? "" })) }),
            // Spec part 2 §8 "Order consignment failure … shows the first error's message".
            (error: unknown) => ({ error: m.trackingUnavailable(isOccError(error) ? error.userMessage : messages.unknownError) }),
          )
        : Promise.resolve(null),
    ),
  );
  const print = new URL(request.url).searchParams.get("print") === "1";
  return { details: detailsView(order, { viewedAsUnit, poNumberEnabled: poFlag.status === "fulfilled" && poFlag.value, tracking }), print };
}

export function orderDetailsAction(request: Request, context: RequestContext, code: string) {
  if (!CODE.test(code)) throw notFound();
  return reorderAction(request, context, code);
}

function entryViews(order: OrderDetails): { entries: OrderDetailsEntryView[]; packs: OrderPackGroupView[] } {
  const base = orderView(order, { canReorder: false }).entries;
  const entries: OrderDetailsEntryView[] = [];
  const packs = new Map<string, OrderPackGroupView>();
  order.entries.forEach((entry, index) => {
    const view = base[index];
    if (!view) return;
    const line: OrderDetailsEntryView = {
      ...view,
      entryNumber: entry.entryNumber,
      quantity: entry.approvedQuantity ?? entry.quantity,
      cancelledQuantity: entry.cancelledQuantity,
      bundleName: entry.pack ? htmlToText(entry.pack.bundleName) || entry.pack.bundleId : null,
    };
    if (!entry.pack) {
      entries.push(line);
      return;
    }
    // Pack lines grouped under their pack, as the cart shows them (lib/cart/cart-page.server.ts packGroups).
    let group = packs.get(entry.pack.packId);
    if (!group) {
      const pack = order.packs.find((candidate) => candidate.packId === entry.pack?.packId);
      const type = normalisePackType(pack?.packType ?? entry.pack.packType);
      group = {
        packId: entry.pack.packId,
        name: htmlToText(pack?.packName ?? entry.pack.packName) || entry.pack.packId,
        typeLabel: type ? packMessages.packTypeLabels[type] : (pack?.packType ?? entry.pack.packType),
        entries: [],
      };
      packs.set(entry.pack.packId, group);
    }
    group.entries.push(line);
  });
  return { entries, packs: [...packs.values()] };
}

function consignmentView(consignment: Consignment, order: OrderDetails, tracking: ConsignmentView["tracking"]): ConsignmentView {
  return {
    code: consignment.code,
    statusName: consignmentStatusName(consignment.status),
    statusDate: consignment.statusDate ? formatDateTime(consignment.statusDate) : null,
    warehouse: consignment.warehouseName ?? null,
    carrier: consignment.carrier ? (consignment.carrier.name ?? consignment.carrier.code) : null,
    trackingNumber: consignment.trackingID ?? null,
    trackingUrl: safeUrl(consignment.trackingUrl),
    shippedOn: formatOrderDate(consignment.shippingDate),
    deliveredOn: formatOrderDate(consignment.deliveredDate),
    items: consignment.entries.map((item, index) => {
      const entry = order.entries.find((candidate) => candidate.entryNumber === item.orderEntry?.entryNumber);
      return {
        key: `${item.orderEntry?.entryNumber ?? "x"}-${index}`,
        name: entry ? htmlToText(entry.product.name) || entry.product.code : "",
        code: entry?.product.code ?? "",
        variant: entry ? entry.product.variantOptionQualifiers.map((q) => q.value).join(", ") : "",
        quantity: item.quantity,
      };
    }),
    tracking,
  };
}

function approvalView(order: OrderDetails): ApprovalView | null {
  const approval = order.approval;
  if (!approval) return null;
  const state = approval.decision === "APPROVE" ? "approved" : approval.decision === "REJECT" ? "rejected" : "pending";
  return {
    state,
    exceeded: approval.exceededLimit ? (approval.exceededLimit.threshold.formattedValue ?? String(approval.exceededLimit.threshold.value)) : null,
    decidedBy: approval.approver ? (approval.approver.name ?? approval.approver.uid) : null,
    decidedOn: formatOrderDate(approval.decidedAt ?? undefined),
    reason: approval.reason ?? approval.reasonCode ?? null,
    comment: approval.comment ?? null,
  };
}

function cancellationViews(order: OrderDetails): CancellationView[] {
  return order.cancellations.map((cancellation) => ({
    date: formatOrderDate(cancellation.date) ?? "",
    reason: cancellation.reason ? (m.cancellationReasons[cancellation.reason] ?? readable(cancellation.reason)) : null,
    items: cancellation.entries
      .map((item) => {
        const entry = order.entries.find((candidate) => candidate.entryNumber === item.entryNumber);
        return `${item.quantity} × ${entry ? htmlToText(entry.product.name) || entry.product.code : `#${item.entryNumber}`}`;
      })
      .join(", "),
  }));
}

export function detailsView(
  order: OrderDetails,
  { viewedAsUnit, poNumberEnabled, tracking }: { viewedAsUnit: boolean; poNumberEnabled: boolean; tracking: ConsignmentView["tracking"][] },
): OrderDetailsView {
  const status = order.statusDisplay ?? order.status?.toLowerCase() ?? "created";
  const { entries, packs } = entryViews(order);
  const own = !viewedAsUnit;
  return {
    order: { ...orderView(order, { canReorder: own }), deliveryAddress: addressLines(order.deliveryAddress) },
    statusLabel: orderStatusLabels[status] ?? order.status ?? status,
    placedBy: order.placedBy ? (order.placedBy.name ?? order.placedBy.uid) : order.user ? (order.user.name ?? order.user.uid) : null,
    placedFor: order.placedBy && order.user ? (order.user.name ?? order.user.uid) : null,
    unit: order.orgUnit ? (order.orgUnit.name ?? order.orgUnit.uid) : null,
    channel: order.channel && order.channel !== "web" ? (m.channelNames[order.channel] ?? readable(order.channel)) : null,
    replenishmentCode: order.replenishmentOrderCode ?? null,
    amendedOn: formatOrderDate(order.amendedDate),
    viewedAsUnit,
    packs,
    entries,
    consignments: order.consignments.map((consignment, index) => consignmentView(consignment, order, tracking[index] ?? null)),
    willShip: !NEVER_SHIPS.has(order.status ?? ""),
    approval: approvalView(order),
    cancellations: cancellationViews(order),
    actions: {
      reorder: own,
      cancel: own && order.cancellable,
      amend: own && order.amendable,
      // Issue 24: something is still returnable (the Order's flag, or an entry's returnableQuantity).
      returnOrExchange: own && (order.returnable || order.entries.some((entry) => entry.returnableQuantity > 0)),
      poNumber: own && poNumberEnabled && order.status !== "CANCELLED",
    },
  };
}
