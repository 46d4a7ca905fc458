import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FINANCE_PAY_E2E } from "../src/seed-data/finance-payments-e2e";
import { createTestBackend, readJson, signedInRequests, type TestBackend } from "./helpers";

/**
 * Issue 28 (H3): make a payment (docs/finance.md "Make a payment"): saved cards, the total amount, the allocation of
 * cash and credits (oldest due first; a partial payment leaves an amount due), the receipt, and a replayed or raced
 * payment that pays once. The organisation fpay-tests (seed-data/finance-payments-e2e.ts): INV-FPTESTS-1 $220.00 (75
 * days overdue), -2 $330.00 (12 days overdue), -3 $110.00 (not yet due), credit note CN-FPTESTS-1 $50.00.
 */
const BASE = "/occ/v2/corporate/orgUsers/current";
const USER = FINANCE_PAY_E2E.user("tests");
const [INV1, INV2, INV3] = FINANCE_PAY_E2E.invoices("tests");
const CN = FINANCE_PAY_E2E.credit("tests");

type Money = { value: number; currencyIso: string; formattedValue: string };
type Json = Record<string, unknown> & { errors?: Array<{ type: string; reason?: string; message: string; subject?: string }> };
type Payment = { reference: string; paidOn: string; amount: Money; method: string; cardLabel: string; allocations: Array<{ documentId: string; kind: string; amount: Money }> };
const json = async (response: Response) => (await readJson(response)) as Json;

describe("finance payments", () => {
  let backend: TestBackend;
  const { as } = signedInRequests(() => backend);
  const open = (id: string) => (backend.db.prepare("SELECT open_cents AS n FROM finance_documents WHERE id = ?").get(id) as { n: number }).n;
  const paymentsCount = () => (backend.db.prepare("SELECT count(*) AS n FROM finance_payments WHERE paid_by_uid = ?").get(USER) as { n: number }).n;
  const cardId = async () => {
    const cards = (await json(await as(USER, "GET", `${BASE}/payment/saved-cards`))).payments as Array<{ id: string }>;
    return cards[0]?.id ?? "";
  };
  const pay = async (body: Record<string, unknown>, key = `key-${Math.random().toString(36).slice(2, 12)}`) =>
    as(USER, "POST", `${BASE}/payment/makePayment`, { paymentDetailsId: await cardId(), ...body }, { "Idempotency-Key": key });

  beforeEach(() => {
    backend = createTestBackend();
  });
  afterEach(() => backend.close());

  it("lists the caller's saved cards and the payment modes", async () => {
    const cards = await json(await as(USER, "GET", `${BASE}/payment/saved-cards`));
    expect(cards.payments).toEqual([expect.objectContaining({ cardNumber: "************4242", cardType: { code: "visa", name: "Visa" }, defaultPayment: true })]);
    const modes = await json(await as(USER, "GET", `${BASE}/payment/modes`));
    expect((modes.paymentModes as Array<{ code: string }>).map((mode) => mode.code)).toEqual(["savedCard", "newCard"]);
    const credits = await json(await as(USER, "GET", `${BASE}/payment/open-credits?invoiceIds=${INV1},${INV2}`));
    expect(credits.credits).toEqual([expect.objectContaining({ id: CN, invoiceId: INV1, remaining: expect.objectContaining({ value: 50 }) })]);
  });

  it("totals the selection: credits applied in order up to what is due, the rest kept", async () => {
    const total = await json(await as(USER, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: [INV2, INV1], creditIds: [CN] }));
    expect(total).toMatchObject({
      invoices: [
        { id: INV2, amountDue: { value: 330 } },
        { id: INV1, amountDue: { value: 220 } },
      ],
      credits: [{ id: CN, remaining: { value: 50 }, applied: { value: 50 } }],
      invoicesTotal: { value: 550, currencyIso: "AUD", formattedValue: "$550.00" },
      creditsApplied: { value: 50 },
      total: { value: 500 },
    });
    // Less due than the credit: only what is due is applied, and there is nothing to pay.
    backend.db.prepare("UPDATE finance_documents SET open_cents = 2000 WHERE id = ?").run(INV3);
    const small = await json(await as(USER, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: [INV3], creditIds: [CN] }));
    expect(small).toMatchObject({ credits: [{ id: CN, remaining: { value: 50 }, applied: { value: 20 } }], total: { value: 0 } });
    const refused = await pay({ invoiceIds: [INV3], creditIds: [CN] });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors?.[0]).toMatchObject({ type: "ValidationError", subject: "creditIds" });
    expect(open(CN)).toBe(5000);
  });

  it("pays two invoices with a credit: allocations, open amounts, the receipt", async () => {
    const response = await pay({ invoiceIds: [INV2, INV1], creditIds: [CN] });
    expect(response.status).toBe(201);
    const payment = (await json(response)) as unknown as Payment;
    expect(payment).toMatchObject({ method: "CARD", cardLabel: "Visa ending 4242", amount: { value: 500 }, paidOn: "2026-11-21" });
    expect(payment.reference).toMatch(/^RCPT-20261121-[A-Z0-9]{6}$/);
    expect(payment.allocations.map((a) => [a.documentId, a.kind, a.amount.value])).toEqual([
      [INV1, "INVOICE", 220],
      [INV2, "INVOICE", 330],
      [CN, "CREDIT_NOTE", 50],
    ]);
    expect([open(INV1), open(INV2), open(INV3), open(CN)]).toEqual([0, 0, 11_000, 0]);
    const receipt = await as(USER, "GET", `${BASE}/wwg-manage-finances/payments/${payment.reference}`);
    expect(receipt.status).toBe(200);
    expect(await json(receipt)).toMatchObject({ reference: payment.reference, amount: { value: 500 }, allocations: payment.allocations });
    // Paid documents cannot be selected again.
    const again = await pay({ invoiceIds: [INV1] });
    expect(again.status).toBe(400);
    expect((await json(again)).errors?.[0]).toMatchObject({ subject: "invoiceIds", message: `Invoice ${INV1} is already paid` });
  });

  it("a partial payment goes to the oldest due first and leaves the rest due", async () => {
    const response = await pay({ invoiceIds: [INV3, INV2, INV1], creditIds: [CN], amount: 300 });
    expect(response.status).toBe(201);
    const payment = (await json(response)) as unknown as Payment;
    // 300 cash + 50 credit = 350: INV1 (oldest) 220 in full, INV2 130 of 330, INV3 nothing.
    expect(payment.allocations.map((a) => [a.documentId, a.amount.value])).toEqual([
      [INV1, 220],
      [INV2, 130],
      [CN, 50],
    ]);
    expect([open(INV1), open(INV2), open(INV3), open(CN)]).toEqual([0, 20_000, 11_000, 0]);
    const total = await json(await as(USER, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: [INV2, INV3] }));
    expect(total).toMatchObject({ invoices: [{ id: INV2, amountDue: { value: 200 } }, { id: INV3, amountDue: { value: 110 } }], total: { value: 310 } });
    for (const amount of [0, -5, 310.01, 1.234]) {
      const bad = await pay({ invoiceIds: [INV2, INV3], amount });
      expect(bad.status, String(amount)).toBe(400);
    }
    expect(paymentsCount()).toBe(1);
  });

  it("a replayed payment pays once; a raced pair with one key pays once", async () => {
    const first = await pay({ invoiceIds: [INV1] }, "replay-key-0001");
    expect(first.status).toBe(201);
    const replay = await pay({ invoiceIds: [INV1] }, "replay-key-0001");
    expect(replay.status).toBe(200);
    expect(((await json(replay)) as unknown as Payment).reference).toBe(((await json(first)) as unknown as Payment).reference);
    expect(paymentsCount()).toBe(1);

    const details = await cardId();
    const body = { invoiceIds: [INV2, INV3], creditIds: [CN], paymentDetailsId: details };
    const headers = { "Idempotency-Key": "race-key-00001" };
    const raced = await Promise.all([as(USER, "POST", `${BASE}/payment/makePayment`, body, headers), as(USER, "POST", `${BASE}/payment/makePayment`, body, headers)]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = (await Promise.all(raced.map(json))) as unknown as Payment[];
    expect(a?.reference).toBe(b?.reference);
    expect(paymentsCount()).toBe(2);
    expect([open(INV2), open(INV3), open(CN)]).toEqual([0, 0, 0]);
    // Another key for the same (now paid) invoices: refused, nothing charged.
    expect((await pay({ invoiceIds: [INV2] }, "other-key-0001")).status).toBe(400);
    expect(paymentsCount()).toBe(2);
  });

  it("refuses non-finance users (403), other organisations' documents and receipts (404), bad selections (400)", async () => {
    for (const uid of [FINANCE_PAY_E2E.corpusBuyer, "buyer@acme.example"]) {
      for (const [method, path, data] of [
        ["GET", "payment/saved-cards", undefined],
        ["POST", "payment/totalAmount", { invoiceIds: [INV1] }],
        ["POST", "payment/makePayment", { invoiceIds: [INV1], paymentDetailsId: "1" }],
        ["GET", `wwg-manage-finances/payments/${FINANCE_PAY_E2E.corpusReceipt}`, undefined],
      ] as const) {
        const response = await as(uid, method, `${BASE}/${path}`, data);
        expect(response.status, `${uid} ${path}`).toBe(403);
        expect((await json(response)).errors?.[0]).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
      }
    }
    // Another organisation's finance user or admin: 404 for the documents and the receipt.
    for (const uid of ["admin@acme.example", FINANCE_PAY_E2E.user("corpus")]) {
      expect((await as(uid, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: [INV1] })).status, uid).toBe(404);
    }
    expect((await as("admin@acme.example", "GET", `${BASE}/wwg-manage-finances/payments/${FINANCE_PAY_E2E.corpusReceipt}`)).status).toBe(404);
    expect((await as(FINANCE_PAY_E2E.user("corpus"), "GET", `${BASE}/wwg-manage-finances/payments/${FINANCE_PAY_E2E.corpusReceipt}`)).status).toBe(200);
    // A credit note as an invoice, an unknown id: 404; twice the same, none at all: 400; another user's card: 400.
    expect((await as(USER, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: [CN] })).status).toBe(404);
    expect((await as(USER, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: ["INV-NOPE"] })).status).toBe(404);
    expect((await as(USER, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: [INV1, INV1] })).status).toBe(400);
    expect((await as(USER, "POST", `${BASE}/payment/totalAmount`, { invoiceIds: [] })).status).toBe(400);
    const othersCard = (backend.db.prepare("SELECT id FROM payment_infos WHERE user_uid = ?").get(FINANCE_PAY_E2E.user("corpus")) as { id: number }).id;
    const stolen = await as(USER, "POST", `${BASE}/payment/makePayment`, { invoiceIds: [INV1], paymentDetailsId: String(othersCard) }, { "Idempotency-Key": "stolen-card-1" });
    expect(stolen.status).toBe(400);
    expect((await json(stolen)).errors?.[0]?.type).toBe("UnknownIdentifierError");
    expect(paymentsCount()).toBe(0);
    expect(open(INV1)).toBe(22_000);
  });

  describe("a new card (capture context, purpose finance)", () => {
    const NEW_PAYER = FINANCE_PAY_E2E.user("newcard-nojs");
    const billing = { billingAddress: "true", country: "AU", firstName: "Penny", lastName: "Payer", line1: "2 Ledger Lane", town: "Sydney", region: "NSW", postalCode: "2000" };
    const hosted = (fields: Record<string, string>) => backend.app.request("/hosted-payment/register", { method: "POST", body: new URLSearchParams(fields) });
    const start = async (uid: string, path = `${BASE}/payment/captureContext`) => {
      const response = await as(uid, "POST", path);
      expect(response.status).toBe(200);
      const answer = (await json(response)) as { postUrl: string; parameters: { entry: Array<{ key: string; value: string }> } };
      expect(answer.postUrl).toMatch(/\/hosted-payment\/register$/);
      const value = (key: string) => answer.parameters.entry.find((entry) => entry.key === key)?.value ?? "";
      return { sid: value("session_id"), sign: value("signature") };
    };
    const approve = (sid: string, sign: string) => hosted({ session_id: sid, signature: sign, action: "approve", cardNumber: "5555 5555 5555 4444", expiry: "11/31", nameOnCard: "Penny Payer" });
    const respond = (uid: string, sid: string, sign: string, path = `${BASE}/payment/captureContext/response`) =>
      as(uid, "POST", `${path}?${new URLSearchParams({ sid, sign, ...billing }).toString()}`);

    it("returns to the pay page's card step, saves the card once and pays with it", async () => {
      expect((await json(await as(NEW_PAYER, "GET", `${BASE}/payment/saved-cards`))).payments).toEqual([]);
      const { sid, sign } = await start(NEW_PAYER);
      const approved = await approve(sid, sign);
      expect(approved.status).toBe(303);
      expect(approved.headers.get("location")).toBe(`http://corporate.test/organisation/finance/pay/card?paymentStatus=ACCEPTED&sid=${encodeURIComponent(sid)}`);
      const saved = await respond(NEW_PAYER, sid, sign);
      expect(saved.status).toBe(201);
      const card = (await json(saved)) as { id: string; cardNumber: string };
      expect(card).toMatchObject({ cardNumber: "************4444" });
      // The payer's first card: saved to the wallet as the default.
      expect(((await json(await as(NEW_PAYER, "GET", `${BASE}/payment/saved-cards`))).payments as Array<{ id: string; defaultPayment: boolean }>).map((entry) => [entry.id, entry.defaultPayment])).toEqual([[card.id, true]]);
      const twice = await respond(NEW_PAYER, sid, sign);
      expect(twice.status).toBe(400);
      expect((await json(twice)).errors?.[0]).toMatchObject({ type: "PaymentError", reason: "used" });
      const [invoice] = FINANCE_PAY_E2E.invoices("newcard-nojs");
      const paid = await as(NEW_PAYER, "POST", `${BASE}/payment/makePayment`, { invoiceIds: [invoice], paymentDetailsId: card.id }, { "Idempotency-Key": "new-card-pay-1" });
      expect(paid.status).toBe(201);
      expect(await json(paid)).toMatchObject({ method: "CARD", amount: { value: 220 } });
    });

    it("a cancelled registration returns CANCELLED and cannot be answered", async () => {
      const { sid, sign } = await start(NEW_PAYER);
      const cancelled = await hosted({ session_id: sid, signature: sign, action: "cancel" });
      expect(cancelled.headers.get("location")).toBe(`http://corporate.test/organisation/finance/pay/card?paymentStatus=CANCELLED&sid=${encodeURIComponent(sid)}`);
      const response = await respond(NEW_PAYER, sid, sign);
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.[0]).toMatchObject({ type: "PaymentError", reason: "notAccepted" });
    });

    it("keeps the purposes apart: an account session is not answered by the finance call, nor the other way round", async () => {
      const account = await start(USER, "/occ/v2/corporate/orgUsers/current/payments/digitalPayments/request");
      expect((await approve(account.sid, account.sign)).headers.get("location")).toContain("/my-account/payment-details?");
      const wrongWay = await respond(USER, account.sid, account.sign);
      expect(wrongWay.status).toBe(400);
      expect((await json(wrongWay)).errors?.[0]).toMatchObject({ type: "PaymentError", reason: "invalidSession" });

      const finance = await start(USER);
      await approve(finance.sid, finance.sign);
      const otherWay = await respond(USER, finance.sid, finance.sign, "/occ/v2/corporate/orgUsers/current/payments/digitalPayments/response");
      expect(otherWay.status).toBe(400);
      expect((await json(otherWay)).errors?.[0]).toMatchObject({ type: "PaymentError", reason: "invalidSession" });
      // Another finance user cannot answer this payer's session either.
      expect((await respond(NEW_PAYER, finance.sid, finance.sign)).status).toBe(400);
      // Both still answer their own call.
      expect((await respond(USER, finance.sid, finance.sign)).status).toBe(201);
      expect((await respond(USER, account.sid, account.sign, "/occ/v2/corporate/orgUsers/current/payments/digitalPayments/response")).status).toBe(201);
    });

    it("refuses buyers (403) and needs the billing address (400)", async () => {
      for (const uid of [FINANCE_PAY_E2E.corpusBuyer, "buyer@acme.example"]) {
        for (const path of ["payment/captureContext", "payment/captureContext/response?sid=x&sign=y&billingAddress=true"]) {
          const response = await as(uid, "POST", `${BASE}/${path}`);
          expect(response.status, `${uid} ${path}`).toBe(403);
          expect((await json(response)).errors?.[0]).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
        }
      }
      const { sid, sign } = await start(NEW_PAYER);
      await approve(sid, sign);
      const noBilling = await as(NEW_PAYER, "POST", `${BASE}/payment/captureContext/response?${new URLSearchParams({ sid, sign }).toString()}`);
      expect(noBilling.status).toBe(400);
      expect((await json(noBilling)).errors?.[0]).toMatchObject({ type: "ValidationError", subject: "billingAddress" });
    });
  });
});
