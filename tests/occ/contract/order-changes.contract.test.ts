import { describe, expect, it } from "vitest";
import { isOccError, isUnknownResource } from "~/lib/occ/errors";
import { amendOrder, cancelOrderEntries, getAmendmentData, getOrderForChange } from "~/lib/occ/order-changes.server";
import { cancelView } from "~/lib/order-cancel/cancel-view";
import { contract, sapErrors, type ContractExchange } from "./harness";
import { sapOrder } from "./fixtures/orders";

/**
 * Buyer order changes (issue 23; docs/order-changes.md): the stock cancellation as Spartacus sends it
 * (`feature-libs/order/occ/config/default-occ-order-config.ts` `cancelOrder: users/${userId}/orders/${orderId}/cancellation`,
 * body `CancellationRequestEntryInputList` from `order-cancellation.service.ts`; SAP 2211 OrdersController answers 200
 * with no body), and this customer's amendment calls (extensions: the reference backend's shapes).
 */

const ORDER_CONFIG = "Spartacus feature-libs/order/occ/config/default-occ-order-config.ts cancelOrder; SAP 2211 OrdersController.doCancelOrder";
const EXTENSION = "this customer's extension (backend/src/routes/order-changes.ts)";
const owner = (occ: ReturnType<typeof contract>["occ"]) => ({ occ, userPath: "users/current", orgUserPath: "orgUsers/current" });

describe("cancellation (POST users/{u}/orders/{code}/cancellation)", () => {
  const exchange = (response: ContractExchange["response"]): ContractExchange => ({
    source: ORDER_CONFIG,
    request: {
      method: "POST",
      path: "users/current/orders/00000001/cancellation",
      body: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 2 }], cancelReason: "WRONG_SIZE" },
    },
    response,
  });

  it("sends SAP's entry inputs (plus our reason) and takes SAP's empty 200", async () => {
    const run = contract([exchange({ status: 200 })]);
    await expect(run.verify(cancelOrderEntries(owner(run.occ), "00000001", { lines: [{ entryNumber: 0, quantity: 2 }], reason: "WRONG_SIZE", key: "key-12345678" }))).resolves.toBeUndefined();
  });

  it("reads another user's order (400 UnknownIdentifierError) as not found", async () => {
    const run = contract([exchange({ status: 400, body: sapErrors.unknownIdentifier("Order with guid 00000001 not found for current user in current BaseStore") })]);
    const error = await run
      .verify(cancelOrderEntries(owner(run.occ), "00000001", { lines: [{ entryNumber: 0, quantity: 2 }], reason: "WRONG_SIZE", key: "key-12345678" }))
      .catch((e: unknown) => e);
    expect(isOccError(error) && error.kind).toBe("notFound");
  });

  it("reads SAP's cancellable fields of the order (stock OrderWsDTO.cancellable, OrderEntryWsDTO.cancellableQuantity)", async () => {
    const body = { ...sapOrder, cancellable: true, entries: sapOrder.entries.map((entry) => ({ ...entry, cancellableQuantity: 1, cancelledQuantity: 0 })) };
    const run = contract([{ source: "Spartacus orderDetail; OrdersController.getUserOrders", request: { method: "GET", path: "users/current/orders/00000001", query: { fields: "FULL" } }, response: { status: 200, body } }]);
    const view = cancelView(await run.verify(getOrderForChange(owner(run.occ), "00000001")));
    expect(view.cancellable).toBe(true);
    expect(view.entries.map((entry) => entry.max)).toEqual([1]);
  });
});

describe("amendment (extensions)", () => {
  it("GET orgUsers/{u}/orders/{code}/amendment with the search and page", async () => {
    const body = { code: "00000001", amendable: true, entries: [], eligibleProducts: [{ code: "POL-CL-NAVY-M", name: "Classic Polo", maxQuantity: 5 }], pagination: { currentPage: 1, totalPages: 3, totalResults: 25 } };
    const run = contract([
      { source: EXTENSION, request: { method: "GET", path: "orgUsers/current/orders/00000001/amendment", query: { searchTerm: "polo", currentPage: "1", pageSize: "10" } }, response: { status: 200, body } },
    ]);
    const data = await run.verify(getAmendmentData(owner(run.occ), "00000001", { searchTerm: "polo", currentPage: 1 }));
    expect(data.eligibleProducts[0]?.maxQuantity).toBe(5);
  });

  it("a stock SAP has no amendment: 404 UnknownResourceError", async () => {
    const run = contract([
      {
        source: "SAP 2211: no controller for the path (404 UnknownResourceError)",
        request: { method: "GET", path: "orgUsers/current/orders/00000001/amendment", query: { currentPage: "0", pageSize: "10" } },
        response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/orgUsers/current/orders/00000001/amendment") },
      },
    ]);
    const error = await run.verify(getAmendmentData(owner(run.occ), "00000001", { searchTerm: "", currentPage: 0 })).catch((e: unknown) => e);
    expect(isUnknownResource(error)).toBe(true);
  });

  it("POST orgUsers/{u}/orders/{code}/amend: the dry run with ?dryRun=true, the change with the key", async () => {
    const answer = { code: "00000001", status: "PENDING_APPROVAL", entries: [], amendment: { requiresApproval: true, heldForApproval: true } };
    const body = { entries: [{ entryNumber: 0, quantity: 20 }], additions: [{ code: "FLC-CL-NAVY-M", quantity: 1 }] };
    const run = contract([
      { source: EXTENSION, request: { method: "POST", path: "orgUsers/current/orders/00000001/amend", query: { dryRun: "true" }, body }, response: { status: 200, body: answer } },
      { source: EXTENSION, request: { method: "POST", path: "orgUsers/current/orders/00000001/amend", body: { entries: body.entries } }, response: { status: 200, body: answer } },
    ]);
    const [preview, done] = await run.verify(
      (async () => [
        await amendOrder(owner(run.occ), "00000001", body, { dryRun: true, key: "key-12345678" }),
        await amendOrder(owner(run.occ), "00000001", { entries: body.entries, additions: [] }, { dryRun: false, key: "key-12345678" }),
      ])(),
    );
    expect(preview?.amendment?.heldForApproval).toBe(true);
    expect(done?.status).toBe("PENDING_APPROVAL");
  });
});
