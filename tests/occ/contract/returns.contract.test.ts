import { describe, expect, it } from "vitest";
import { isOccError, isUnknownResource } from "~/lib/occ/errors";
import {
  cancelReturn,
  createReturn,
  decideThresholdRequest,
  getReturn,
  getReturnData,
  getReturnReasons,
  getThresholdRequest,
  listReturns,
  listThresholdRequests,
  previewReturn,
} from "~/lib/occ/returns.server";
import { contract, sapErrors } from "./harness";

/**
 * Returns and exchanges (issue 24; docs/returns.md): the stock SAP 2211 OrderReturnsController calls as Spartacus
 * makes them (`feature-libs/order/occ/config/default-occ-order-config.ts` `returnOrder`, `orderReturns`,
 * `orderReturnDetail`, `cancelReturn`; `occ-order-return-request.adapter.ts`), plus this customer's extensions (the
 * reference backend's shapes).
 */

const SPARTACUS = "Spartacus default-occ-order-config.ts returnOrder / orderReturns / orderReturnDetail / cancelReturn; SAP 2211 OrderReturnsController";
const EXTENSION = "this customer's extension (backend/src/routes/returns.ts)";
const owner = (occ: ReturnType<typeof contract>["occ"]) => ({ occ, userPath: "users/current", orgUserPath: "orgUsers/current" });
const price = (value: number) => ({ currencyIso: "AUD", value, formattedValue: `$${value.toFixed(2)}` });

/** A stock SAP ReturnRequestWsDTO (fields BASIC and the entries). */
const sapReturn = {
  rma: "00000001",
  code: "00000001",
  status: "APPROVAL_PENDING",
  creationTime: "2026-11-20T09:00:00+0000",
  order: { code: "00000001" },
  cancellable: true,
  returnEntries: [
    {
      orderEntry: { entryNumber: 0, quantity: 2, basePrice: price(39.95), product: { code: "POL-CL-NAVY-M", name: "Classic Polo", images: [] } },
      expectedQuantity: 1,
      refundAmount: price(43.95),
    },
  ],
  subTotal: price(39.95),
  deliveryCost: price(0),
  totalPrice: price(43.95),
};

describe("stock SAP return requests", () => {
  it("POST users/{u}/orderReturns sends SAP's entry inputs (plus our reason and exchange variant) and reads the 201 ReturnRequest", async () => {
    const run = contract([
      {
        source: SPARTACUS,
        request: {
          method: "POST",
          path: "users/current/orderReturns",
          query: { fields: "FULL" },
          body: {
            orderCode: "00000001",
            returnRequestEntryInputs: [
              { orderEntryNumber: 0, quantity: 1, reasonCode: "NOT_NEEDED" },
              { orderEntryNumber: 1, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: "POL-CL-NAVY-L" },
            ],
          },
        },
        response: { status: 201, body: sapReturn },
      },
    ]);
    const created = await run.verify(
      createReturn(
        owner(run.occ),
        "00000001",
        [
          { entryNumber: 0, quantity: 1, reasonCode: "NOT_NEEDED" },
          { entryNumber: 1, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: "POL-CL-NAVY-L" },
        ],
        "key-12345678",
      ),
    );
    expect(created.rma).toBe("00000001");
    // A stock SAP has no kind: every entry is a return.
    expect(created.returnEntries[0]?.kind).toBe("RETURN");
    expect(created.statusHistory).toEqual([]);
  });

  it("another user's order (400 UnknownIdentifierError) reads as not found", async () => {
    const run = contract([
      {
        source: SPARTACUS,
        request: { method: "POST", path: "users/current/orderReturns", query: { fields: "FULL" }, body: { orderCode: "00000002", returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] } },
        response: { status: 400, body: sapErrors.unknownIdentifier("Order with code '00000002' not found") },
      },
    ]);
    const error = await run.verify(createReturn(owner(run.occ), "00000002", [{ entryNumber: 0, quantity: 1 }], "key-12345678")).catch((e: unknown) => e);
    expect(isOccError(error) && error.kind).toBe("notFound");
  });

  it("GET users/{u}/orderReturns with the page and sort reads SAP's ReturnRequestList", async () => {
    const body = { returnRequests: [sapReturn], pagination: { currentPage: 1, pageSize: 5, totalPages: 2, totalResults: 6, sort: "byDate" }, sorts: [{ code: "byDate", selected: true }] };
    const run = contract([
      { source: SPARTACUS, request: { method: "GET", path: "users/current/orderReturns", query: { fields: "FULL", currentPage: "1", pageSize: "5", sort: "byDate" } }, response: { status: 200, body } },
    ]);
    const list = await run.verify(listReturns(owner(run.occ), { currentPage: 1, pageSize: 5 }));
    expect(list.returnRequests.map((item) => item.rma)).toEqual(["00000001"]);
    expect(list.pagination?.totalResults).toBe(6);
  });

  it("GET users/{u}/orderReturns/{rma} reads our extra fields when the backend sends them", async () => {
    const body = {
      ...sapReturn,
      status: "WAIT",
      statusHistory: [
        { status: "APPROVAL_PENDING", date: "2026-11-20T09:00:00.000Z" },
        { status: "WAIT", date: "2026-11-20T10:00:00.000Z" },
      ],
      replacementOrderCode: "30000009",
      returnEntries: [{ ...sapReturn.returnEntries[0], kind: "EXCHANGE", reason: { code: "WRONG_SIZE", name: "Incorrect sizing" }, exchangeVariantCode: "POL-CL-NAVY-L" }],
    };
    const run = contract([{ source: SPARTACUS, request: { method: "GET", path: "users/current/orderReturns/00000001", query: { fields: "FULL" } }, response: { status: 200, body } }]);
    const detail = await run.verify(getReturn(owner(run.occ), "00000001"));
    expect(detail.statusHistory.map((step) => step.status)).toEqual(["APPROVAL_PENDING", "WAIT"]);
    expect(detail.returnEntries[0]).toMatchObject({ kind: "EXCHANGE", exchangeVariantCode: "POL-CL-NAVY-L" });
    expect(detail.replacementOrderCode).toBe("30000009");
  });

  it("PATCH users/{u}/orderReturns/{rma} {status: CANCELLING} takes SAP's empty 200", async () => {
    const run = contract([
      { source: SPARTACUS, request: { method: "PATCH", path: "users/current/orderReturns/00000001", body: { status: "CANCELLING" } }, response: { status: 200 } },
    ]);
    await expect(run.verify(cancelReturn(owner(run.occ), "00000001"))).resolves.toBeUndefined();
  });
});

describe("extensions", () => {
  it("GET orgUsers/{u}/returnReasons", async () => {
    const body = { returnReasons: [{ code: "WRONG_SIZE", name: "Incorrect sizing", allowedForPackItems: true }, { code: "NOT_NEEDED", name: "No longer needed", allowedForPackItems: false }] };
    const run = contract([{ source: EXTENSION, request: { method: "GET", path: "orgUsers/current/returnReasons" }, response: { status: 200, body } }]);
    const reasons = await run.verify(getReturnReasons(owner(run.occ)));
    expect(reasons.filter((reason) => reason.allowedForPackItems).map((reason) => reason.code)).toEqual(["WRONG_SIZE"]);
  });

  it("a stock SAP has no return reasons: 404 UnknownResourceError", async () => {
    const run = contract([
      {
        source: "SAP 2211: no controller for the path (404 UnknownResourceError)",
        request: { method: "GET", path: "orgUsers/current/returnReasons" },
        response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/orgUsers/current/returnReasons") },
      },
    ]);
    const error = await run.verify(getReturnReasons(owner(run.occ))).catch((e: unknown) => e);
    expect(isUnknownResource(error)).toBe(true);
  });

  it("POST orgUsers/{u}/orderReturns/price prices the review step (never the create path)", async () => {
    const body = {
      order: { code: "00000001" },
      returnEntries: [
        { orderEntry: { entryNumber: 0 }, expectedQuantity: 1, refundAmount: price(43.95), kind: "RETURN" },
        { orderEntry: { entryNumber: 1 }, expectedQuantity: 1, kind: "EXCHANGE", exchangeVariantCode: "SHT-L", exchangeDifference: price(5), packCredit: price(0) },
      ],
      subTotal: price(39.95),
      totalTax: price(4),
      deliveryCost: price(0),
      totalPrice: price(43.95),
      exchangeDifference: price(5),
      thresholdRequestRequired: false,
    };
    const run = contract([
      {
        source: EXTENSION,
        request: {
          method: "POST",
          path: "orgUsers/current/orderReturns/price",
          body: { orderCode: "00000001", returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }, { orderEntryNumber: 1, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: "SHT-L" }] },
        },
        response: { status: 200, body },
      },
    ]);
    const preview = await run.verify(
      previewReturn(owner(run.occ), "00000001", [
        { entryNumber: 0, quantity: 1 },
        { entryNumber: 1, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: "SHT-L" },
      ]),
    );
    expect(preview.totalPrice.value).toBe(43.95);
    expect(preview.exchangeDifference?.value).toBe(5);
    expect(preview.returnEntries[1]?.kind).toBe("EXCHANGE");
    expect(preview.thresholdRequestRequired).toBe(false);
  });

  it("a stock SAP has no price call: 404 UnknownResourceError", async () => {
    const run = contract([
      {
        source: "SAP 2211: no controller for the path (404 UnknownResourceError)",
        request: { method: "POST", path: "orgUsers/current/orderReturns/price", body: { orderCode: "00000001", returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] } },
        response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/orgUsers/current/orderReturns/price") },
      },
    ]);
    const error = await run.verify(previewReturn(owner(run.occ), "00000001", [{ entryNumber: 0, quantity: 1 }])).catch((e: unknown) => e);
    expect(isUnknownResource(error)).toBe(true);
  });

  it("GET orgUsers/{u}/orders/{code}/returnData reads the entries, pack rule and exchange options", async () => {
    const body = {
      orderCode: "00000001",
      wholesale: false,
      returnReasons: [{ code: "WRONG_SIZE", name: "Incorrect sizing", allowedForPackItems: true }],
      entries: [
        {
          entryNumber: 0,
          quantity: 2,
          returnableQuantity: 2,
          product: { code: "SHT-M", name: "Shirt", baseProductCode: "SHT", images: [], size: "M" },
          basePrice: price(49),
          pack: { code: "NS-1", name: "New starter", packType: "NEW_STARTER" },
          exchangeOnly: true,
          allowedReasonCodes: ["WRONG_SIZE"],
          exchangeOptions: [{ code: "SHT-L", size: "L", stockLevel: 12, price: price(49) }],
        },
      ],
    };
    const run = contract([{ source: EXTENSION, request: { method: "GET", path: "orgUsers/current/orders/00000001/returnData" }, response: { status: 200, body } }]);
    const data = await run.verify(getReturnData(owner(run.occ), "00000001"));
    expect(data.entries[0]).toMatchObject({ exchangeOnly: true, pack: { packType: "NEW_STARTER" } });
    expect(data.entries[0]?.exchangeOptions.map((option) => option.code)).toEqual(["SHT-L"]);
  });

  it("returnData: another user's order is not found; a stock SAP answers 404 UnknownResourceError", async () => {
    const run = contract([
      {
        source: EXTENSION,
        request: { method: "GET", path: "orgUsers/current/orders/00000002/returnData" },
        response: { status: 400, body: sapErrors.unknownIdentifier("Order with code '00000002' not found") },
      },
      {
        source: "SAP 2211: no controller for the path (404 UnknownResourceError)",
        request: { method: "GET", path: "orgUsers/current/orders/00000001/returnData" },
        response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/orgUsers/current/orders/00000001/returnData") },
      },
    ]);
    const missing = await getReturnData(owner(run.occ), "00000002").catch((e: unknown) => e);
    const stock = await getReturnData(owner(run.occ), "00000001").catch((e: unknown) => e);
    await run.verify(Promise.resolve());
    expect(isOccError(missing) && missing.kind).toBe("notFound");
    expect(isUnknownResource(stock)).toBe(true);
  });

  it("GET users/{u}/orderReturns sends the extension filters and reads the appliedFilters echo", async () => {
    const body = { returnRequests: [], pagination: { currentPage: 0, pageSize: 10, totalPages: 0, totalResults: 0 }, appliedFilters: { statuses: ["WAIT", "COMPLETED"], createdFrom: "2026-11-01" } };
    const run = contract([
      {
        source: EXTENSION,
        request: {
          method: "GET",
          path: "users/current/orderReturns",
          query: { fields: "FULL", currentPage: "0", pageSize: "10", sort: "byDate", statuses: "WAIT,COMPLETED", createdFrom: "2026-11-01" },
        },
        response: { status: 200, body },
      },
    ]);
    const list = await run.verify(listReturns(owner(run.occ), { statuses: ["WAIT", "COMPLETED"], createdFrom: "2026-11-01" }));
    expect(list.appliedFilters).toEqual({ statuses: ["WAIT", "COMPLETED"], createdFrom: "2026-11-01" });
  });

  it("a stock SAP ignores the filters: no appliedFilters", async () => {
    const body = { returnRequests: [sapReturn], pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: 1 } };
    const run = contract([
      {
        source: SPARTACUS,
        request: { method: "GET", path: "users/current/orderReturns", query: { fields: "FULL", currentPage: "0", pageSize: "10", sort: "byDate", createdTo: "2026-11-30" } },
        response: { status: 200, body },
      },
    ]);
    const list = await run.verify(listReturns(owner(run.occ), { createdTo: "2026-11-30" }));
    expect(list.appliedFilters).toBeUndefined();
  });
});

const thresholdRequest = {
  rma: "49100022",
  status: "PENDING",
  creationTime: "2026-11-20T09:00:00.000Z",
  order: { code: "28500022" },
  store: { uid: "harbour-sydney", name: "Harbour Sydney" },
  requestedBy: { uid: "buyer@wholesale.example", name: "Wholesale Buyer" },
  totalQuantity: 15,
  threshold: 10,
  totalPrice: price(150),
};

describe("wholesale return threshold requests (extension)", () => {
  it("GET orgUsers/{u}/returnThresholdRequests?status=PENDING lists the approver's requests", async () => {
    const body = { returnThresholdRequests: [thresholdRequest], pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: 1 } };
    const run = contract([
      { source: EXTENSION, request: { method: "GET", path: "orgUsers/current/returnThresholdRequests", query: { status: "PENDING", currentPage: "0", pageSize: "10" } }, response: { status: 200, body } },
    ]);
    const list = await run.verify(listThresholdRequests(owner(run.occ), { status: "PENDING" }));
    expect(list.returnThresholdRequests.map((request) => request.rma)).toEqual(["49100022"]);
  });

  it("GET orgUsers/{u}/returnThresholdRequests/{rma} reads the request with its return; not the caller's: not found", async () => {
    const run = contract([
      {
        source: EXTENSION,
        request: { method: "GET", path: "orgUsers/current/returnThresholdRequests/49100022" },
        response: { status: 200, body: { ...thresholdRequest, returnRequest: { ...sapReturn, rma: "49100022", wholesale: true, thresholdRequest } } },
      },
      {
        source: EXTENSION,
        request: { method: "GET", path: "orgUsers/current/returnThresholdRequests/49100099" },
        response: { status: 400, body: sapErrors.unknownIdentifier("Return threshold request '49100099' not found") },
      },
    ]);
    const read = await getThresholdRequest(owner(run.occ), "49100022");
    const missing = await getThresholdRequest(owner(run.occ), "49100099").catch((e: unknown) => e);
    await run.verify(Promise.resolve());
    expect(read.returnRequest?.thresholdRequest?.status).toBe("PENDING");
    expect(isOccError(missing) && missing.kind).toBe("notFound");
  });

  it("POST orgUsers/{u}/returnThresholdRequests/{rma}/decision sends the decision and comment", async () => {
    const decided = { ...thresholdRequest, status: "DECLINED", decidedBy: { uid: "approver@wholesale.example", name: "Approver" }, decidedAt: "2026-11-20T10:00:00.000Z", comment: "Too many" };
    const run = contract([
      {
        source: EXTENSION,
        request: { method: "POST", path: "orgUsers/current/returnThresholdRequests/49100022/decision", body: { decision: "DECLINE", comment: "Too many" } },
        response: { status: 200, body: decided },
      },
    ]);
    const answer = await run.verify(decideThresholdRequest(owner(run.occ), "49100022", { decision: "DECLINE", comment: "Too many" }));
    expect(answer).toMatchObject({ status: "DECLINED", comment: "Too many" });
  });
});
