import { describe, expect, it } from "vitest";
import { isOccError, isUnknownResource } from "~/lib/occ/errors";
import { cancelReturn, createReturn, getReturn, getReturnReasons, listReturns, previewReturn } from "~/lib/occ/returns.server";
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

  it("POST users/{u}/orderReturns?dryRun=true prices the review step", async () => {
    const body = { dryRun: true, order: { code: "00000001" }, returnEntries: [{ orderEntry: { entryNumber: 0 }, expectedQuantity: 1, refundAmount: price(43.95), kind: "RETURN" }], subTotal: price(39.95), deliveryCost: price(0), totalPrice: price(43.95) };
    const run = contract([
      {
        source: EXTENSION,
        request: { method: "POST", path: "users/current/orderReturns", query: { dryRun: "true" }, body: { orderCode: "00000001", returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] } },
        response: { status: 200, body },
      },
    ]);
    const preview = await run.verify(previewReturn(owner(run.occ), "00000001", [{ entryNumber: 0, quantity: 1 }]));
    expect(preview.totalPrice.value).toBe(43.95);
  });
});
