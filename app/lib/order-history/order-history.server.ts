import { getOcc, requireUser } from "~/lib/auth.server";
import { signedInOwner } from "~/lib/occ/caller.server";
import * as messages from "~/lib/messages";
import { throwBackendError } from "~/lib/backend-errors.server";
import { formatPriceText } from "~/lib/cart/totals-display";
import { getOrderHistory, getUnitOrderHistory, type OrderHistory, type OrderHistoryList } from "~/lib/occ/orders.server";
import { formatOrderDate } from "~/lib/orders/confirmation.server";
import { orderStatusLabels } from "~/lib/orders/messages";
import { resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import { hasAnyRole, UNIT_ORDER_VIEWER_ROLES } from "~/lib/roles";
import {
  EARLIEST_ORDER_DAY,
  FILTER_STATUSES,
  HISTORY_SORTS,
  ORDER_HISTORY_PAGE_SIZE,
  orderDetailsHref,
  parseHistoryQuery,
  statusName,
  UNIT_SORTS,
} from "./history-query";
import * as historyMessages from "./messages";

/**
 * /my-account/orders (issue 23; docs/order-history.md): the signed-in user's orders through SAP's stock
 * `GET users/current/orders` with this customer's filters (dates, order/PO number, returnable), or with `?view=units`
 * the orders of their unit and the units below it (`GET orgUsers/current/orgUnits/orders`, `unitorderviewergroup`
 * only: anyone else gets the forbidden page). One backend call per render; the same server render with and without
 * JavaScript. A stock backend ignores the extension filters: `appliedFilters` is then missing, and the page says which
 * filters were not applied instead of pretending.
 */

/** Today (yyyy-mm-dd) in the store's time zone, the one order dates show in. */
export function storeToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(now);
}

/** The calendar day (yyyy-mm-dd, store time zone: the day shown and filtered on) of an ISO timestamp; '' when none. */
function placedDay(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : storeToday(date);
}

export interface OrderHistoryRow {
  code: string;
  href: string;
  placedOn: string;
  /** yyyy-mm-dd for `<time dateTime>`. */
  placedIso: string;
  /** 'Bella Barnes for Wendy Walker', 'Hana Hughes (punch-out)', or the owner's name; '' when the backend sends no user. */
  placedBy: string;
  poNumber: string;
  status: string;
  total: string;
  unit: string;
  buyer: string;
}

export function orderHistoryRow(order: OrderHistory): OrderHistoryRow {
  const key = order.statusDisplay ?? "";
  const owner = order.user?.name || order.user?.uid || "";
  const placer = order.placedBy ? order.placedBy.name || order.placedBy.uid : null;
  const channel = order.channel ? historyMessages.channelNames[order.channel] : undefined;
  let placedBy = placer ? historyMessages.placedFor(placer, owner) : owner;
  if (placedBy && channel && order.channel !== "proxy") placedBy = historyMessages.viaChannel(placedBy, channel);
  return {
    code: order.code,
    href: orderDetailsHref(order.code),
    placedOn: formatOrderDate(order.placed) ?? "",
    placedIso: placedDay(order.placed),
    placedBy,
    poNumber: order.purchaseOrderNumber ?? "",
    status: statusLabel(key, order.status),
    total: order.total ? formatPriceText(order.total) : "",
    unit: order.orgUnit ? order.orgUnit.name || order.orgUnit.uid : "",
    buyer: order.orgCustomer ? order.orgCustomer.name || order.orgCustomer.uid : "",
  };
}

function statusLabel(display: string, code: string | undefined): string {
  if (code) return statusName(code);
  return orderStatusLabels[display] ?? display;
}

const EXTENSION_FILTERS = ["dateFrom", "dateTo", "searchTerm", "returnable"] as const;
type ExtensionFilter = (typeof EXTENSION_FILTERS)[number];

/** The extension filters sent that the backend did not apply (all of them when it sent no `appliedFilters`). */
function ignoredFilters(sent: Partial<Record<ExtensionFilter, unknown>>, history: OrderHistoryList): ExtensionFilter[] {
  return EXTENSION_FILTERS.filter((name) => sent[name] !== undefined && history.appliedFilters?.[name] === undefined);
}

export async function loadOrderHistory(request: Request, context: RequestContext) {
  const user = await requireUser(request, context);
  const today = storeToday();
  const parsed = parseHistoryQuery(new URL(request.url).searchParams, today);
  const unitViewer = hasAnyRole(user.roles, UNIT_ORDER_VIEWER_ROLES);
  // As requireUser's role check answers: the forbidden page.
  if (parsed.view === "units" && !unitViewer) throw new Response(messages.forbidden, { status: 403, statusText: "Forbidden" });
  const occ = await getOcc(request, context);
  const owner = signedInOwner(occ);
  const { valid, currentPage } = parsed;
  const page = { currentPage, pageSize: ORDER_HISTORY_PAGE_SIZE, sort: valid.sort };
  const sent = { dateFrom: valid.from, dateTo: valid.to, searchTerm: valid.q, returnable: parsed.returns ? true : undefined };
  const history = await (parsed.view === "units"
    ? getUnitOrderHistory(owner, { ...page, buyer: valid.buyer, unit: valid.unit })
    : getOrderHistory(owner, { ...page, statuses: valid.status, ...sent })
  ).catch(throwBackendError);
  const ignored = parsed.view === "units" ? [] : ignoredFilters(sent, history);
  const sorts = parsed.view === "units" ? UNIT_SORTS.map((code) => ({ value: code, label: historyMessages.unitSorts[code] })) : HISTORY_SORTS.map((code) => ({ value: code, label: historyMessages.sorts[code] }));
  const { pagination } = history;
  return {
    view: parsed.view,
    returns: parsed.returns,
    unitViewer,
    values: parsed.values,
    errors: parsed.errors,
    filtered: Object.keys(valid).some((field) => field !== "sort"),
    orders: history.orders.map(orderHistoryRow),
    currentPage: pagination.currentPage,
    totalPages: pagination.totalPages,
    range: resultRange(pagination.currentPage, ORDER_HISTORY_PAGE_SIZE, pagination.totalResults),
    selectedSort: valid.sort ?? "byDate",
    options: {
      statuses: FILTER_STATUSES.map((code) => ({ value: code, label: statusName(code) })),
      sorts,
    },
    dateRange: { min: EARLIEST_ORDER_DAY, max: today },
    /** Filter names a stock backend did not apply ('placing date', 'order or PO number'); `returnsIgnored` apart. */
    ignoredFilters: [...new Set(ignored.filter((name) => name !== "returnable").map((name) => historyMessages.ignoredNames[name]))],
    returnsIgnored: ignored.includes("returnable"),
  };
}
