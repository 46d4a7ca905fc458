import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { isOccError } from "~/lib/occ/errors";
import {
  cancelReplenishmentOrder,
  getReplenishmentDetails,
  getReplenishmentOrderHistory,
  getReplenishmentOrders,
} from "~/lib/occ/replenishments.server";
import { readPageParam } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as replenishmentMessages from "./messages";
import { detailPath } from "./paths";
import { placedOrder, replenishmentDetail, replenishmentRow } from "./replenishment-view";

/**
 * Replenishment orders (issue 23; spec part 2 §3 "Replenishment response"): `/my-account/my-replenishments` (the list,
 * `?page=`), `/my-account/my-replenishment/{code}` (one schedule and the orders it placed, `?page=` of those) and
 * `/my-account/my-replenishment/{code}/cancel` (the confirmation; POST cancels, then the detail with a flash).
 * All stock SAP calls (app/lib/occ/replenishments.server.ts); another user's schedule is SAP's 400
 * UnknownIdentifierError → 404. Everything is a server render: GET links for paging, real forms for the cancel.
 */

export const LIST_PAGE_SIZE = 10;
export const ORDERS_PAGE_SIZE = 10;


const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });

function replenishmentError(error: unknown): never {
  if (isOccError(error) && (error.kind === "notFound" || error.status === 403)) throw notFound();
  throwBackendError(error);
}

export async function loadReplenishmentList(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const currentPage = readPageParam(new URL(request.url).searchParams.get("page"));
  const list = await getReplenishmentOrders({ occ: await getOcc(request, context) }, { currentPage, pageSize: LIST_PAGE_SIZE }).catch(throwBackendError);
  return {
    replenishments: list.replenishmentOrders.map(replenishmentRow),
    currentPage: list.pagination.currentPage,
    totalPages: list.pagination.totalPages,
    totalResults: list.pagination.totalResults,
  };
}

/** The schedule and one page of its orders, read in parallel. */
export async function loadReplenishmentDetail(request: Request, context: RequestContext, code: string) {
  await requireUser(request, context);
  const currentPage = readPageParam(new URL(request.url).searchParams.get("page"));
  const occ = await getOcc(request, context);
  const [replenishment, orders] = await Promise.all([
    getReplenishmentDetails({ occ }, code),
    getReplenishmentOrderHistory({ occ }, code, { currentPage, pageSize: ORDERS_PAGE_SIZE }),
  ]).catch(replenishmentError);
  return {
    replenishment: replenishmentDetail(replenishment),
    orders: orders.orders.map(placedOrder),
    ordersPage: orders.pagination.currentPage,
    ordersPages: orders.pagination.totalPages,
    ordersTotal: orders.pagination.totalResults,
  };
}

export async function loadReplenishmentCancel(request: Request, context: RequestContext, code: string) {
  await requireUser(request, context);
  const replenishment = await getReplenishmentDetails({ occ: await getOcc(request, context) }, code).catch(replenishmentError);
  return { replenishment: replenishmentDetail(replenishment) };
}

/**
 * POST: cancels (SAP's PATCH; a second cancel changes nothing), then the detail page with a flash. A refusal other
 * than "not yours / not there" stays on the page with the catalogue text.
 */
export async function cancelReplenishmentAction(request: Request, context: RequestContext, code: string) {
  await requireUser(request, context);
  const formData = await readForm(request);
  if (formData.get("intent") !== "cancel") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  try {
    await cancelReplenishmentOrder({ occ: await getOcc(request, context) }, code);
  } catch (error) {
    if (isOccError(error) && (error.kind === "notFound" || error.status === 403)) throw notFound();
    if (isOccError(error)) return invalidSubmission(context, parseButtonForm(formData), { formErrors: [error.userMessage] });
    throw error;
  }
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message: replenishmentMessages.cancelledFlash(code) });
  markSessionChanged(context, session);
  return redirect(detailPath(code), 303);
}
