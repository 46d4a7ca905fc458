import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CARD_MESSAGES, cardTypeOf, luhnValid, validateCard } from "../src/payments/cards";
import { PAYMENT_SESSION_TTL_MS } from "../src/payments/sessions";
import { CLIENT, createTestBackend, login, occErrorsSchema, parseJson, sendJson, START, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";

const requestSchema = z
  .object({
    postUrl: z.string().url(),
    parameters: z.object({ entry: z.tuple([z.object({ key: z.literal("session_id"), value: z.string().min(20) }), z.object({ key: z.literal("signature"), value: z.string().min(40) })]) }).strict(),
  })
  .strict();

const addressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  town: z.string(),
  region: z.object({ isocode: z.string(), isocodeShort: z.string(), name: z.string() }).optional(),
  postalCode: z.string(),
  country: z.object({ isocode: z.string(), name: z.string() }),
  titleCode: z.string().optional(),
  title: z.string().optional(),
  phone: z.string().optional(),
  cellphone: z.string().optional(),
  visibleInAddressBook: z.boolean(),
  defaultAddress: z.boolean(),
  shippingAddress: z.boolean(),
});

const paymentDetailsSchema = z
  .object({
    id: z.string(),
    cardType: z.object({ code: z.string(), name: z.string() }).strict(),
    cardNumber: z.string(),
    accountHolderName: z.string(),
    expiryMonth: z.string(),
    expiryYear: z.string(),
    billingAddress: addressSchema,
  })
  .strict();

const cartPaymentSchema = z.object({
  code: z.string(),
  guid: z.string(),
  paymentType: z.object({ code: z.string(), displayName: z.string() }).optional(),
  paymentInfo: paymentDetailsSchema.optional(),
});

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;

const CART = "/occ/v2/corporate/users/current/carts/current";

async function buyerWithCart(uid: string) {
  const { access_token: token } = await login(backend, uid);
  await sendJson(backend, "POST", "/occ/v2/corporate/users/current/carts", { token });
  const added = await sendJson(backend, "POST", "/occ/v2/corporate/orgUsers/current/carts/current/entries?code=POL-CL-NAVY-M&quantity=1", { token });
  expect(added.status).toBe(200);
  const cart = await parseJson(await sendJson(backend, "GET", CART, { token }), cartPaymentSchema);
  // The delivery address step is another route's (checkout.ts): set Acme's receiving address directly.
  backend.db.prepare("UPDATE carts SET delivery_address_id = 1 WHERE guid = ?").run(cart.guid);
  return { token, cart };
}

async function requestSession(token: string, cartPath = CART) {
  const response = await sendJson(backend, "POST", `${cartPath}/payment/digitalPayments/request`, { token });
  expect(response.status).toBe(200);
  const body = await parseJson(response, requestSchema);
  const [sessionId, signature] = body.parameters.entry;
  return { postUrl: body.postUrl, sessionId: sessionId.value, signature: signature.value };
}

function hosted(fields: Record<string, string>) {
  return backend.app.request("/hosted-payment/register", { method: "POST", body: new URLSearchParams(fields) });
}

const VALID_CARD = { cardNumber: "4111 1111 1111 1111", expiry: "04/29", nameOnCard: "Bella Barnes" };

async function approve(session: { sessionId: string; signature: string }, card = VALID_CARD) {
  return hosted({ session_id: session.sessionId, signature: session.signature, action: "approve", ...card });
}

const respond = (token: string, query: Record<string, string>, cartPath = CART) =>
  sendJson(backend, "POST", `${cartPath}/payment/digitalPayments/response?${new URLSearchParams(query).toString()}`, { token });

const BILLING = {
  billingAddress: "true",
  firstName: "Bella",
  lastName: "Barnes",
  line1: "8 Wattle Avenue",
  town: "Hawthorn",
  region: "VIC",
  postalCode: "3122",
  country: "AU",
};

describe("card rules (hosted page)", () => {
  it("checks Luhn, length and scheme", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(cardTypeOf("5555555555554444")?.code).toBe("master");
    expect(cardTypeOf("2223003122003222")?.code).toBe("master");
    expect(cardTypeOf("378282246310005")?.code).toBe("amex");
    expect(cardTypeOf("6011111111111117")).toBeNull();
    const now = START; // 2026-11-21
    expect(validateCard({ ...VALID_CARD, cardNumber: "4111 1111 1111 1112" }, now)).toEqual({ ok: false, errors: { cardNumber: CARD_MESSAGES.numberInvalid } });
    expect(validateCard({ ...VALID_CARD, cardNumber: "411111111111" }, now)).toMatchObject({ ok: false, errors: { cardNumber: CARD_MESSAGES.numberInvalid } });
    expect(validateCard({ ...VALID_CARD, cardNumber: "6011 1111 1111 1117" }, now)).toMatchObject({ ok: false, errors: { cardNumber: CARD_MESSAGES.numberUnsupported } });
    expect(validateCard({ cardNumber: "", expiry: "", nameOnCard: " " }, now)).toEqual({
      ok: false,
      errors: { cardNumber: CARD_MESSAGES.numberMissing, expiry: CARD_MESSAGES.expiryMissing, nameOnCard: CARD_MESSAGES.nameMissing },
    });
  });

  it("takes the expiry month as valid to its end, by the injected clock", () => {
    const now = Date.parse("2026-11-30T23:00:00Z");
    expect(validateCard({ ...VALID_CARD, expiry: "11/26" }, now)).toMatchObject({ ok: true, card: { expiryMonth: "11", expiryYear: "2026", last4: "1111", type: { code: "visa" } } });
    expect(validateCard({ ...VALID_CARD, expiry: "10/26" }, now)).toMatchObject({ ok: false, errors: { expiry: CARD_MESSAGES.expiryPast } });
    expect(validateCard({ ...VALID_CARD, expiry: "11/26" }, Date.parse("2026-12-01T00:00:00Z"))).toMatchObject({ ok: false, errors: { expiry: CARD_MESSAGES.expiryPast } });
    expect(validateCard({ ...VALID_CARD, expiry: "13/27" }, now)).toMatchObject({ ok: false, errors: { expiry: CARD_MESSAGES.expiryFormat } });
    expect(validateCard({ ...VALID_CARD, expiry: "0429" }, now)).toMatchObject({ ok: true });
  });
});

describe("POST {cart}/payment/digitalPayments/request", () => {
  it("opens a session and answers the hosted page's URL with session_id and signature", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    expect(session.postUrl).toBe("http://localhost/hosted-payment/register");
    const row = backend.db
      .prepare<[string], { status: string; signatureHash: string; expiresAt: number; createdAt: number; userUid: string }>(
        "SELECT status, signature_hash AS signatureHash, expires_at AS expiresAt, created_at AS createdAt, user_uid AS userUid FROM digital_payment_sessions WHERE session_id = ?",
      )
      .get(session.sessionId);
    expect(row).toMatchObject({ status: "pending", userUid: "buyer@acme.example", createdAt: backend.clock.now, expiresAt: backend.clock.now + PAYMENT_SESSION_TTL_MS });
    // The signature is stored hashed only.
    expect(row?.signatureHash).not.toContain(session.signature);
    expect(row?.signatureHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("needs a user token and the caller's own cart", async () => {
    expect((await sendJson(backend, "POST", `${CART}/payment/digitalPayments/request`)).status).toBe(401);
    const { token } = await buyerWithCart("approver@acme.example");
    const theirs = await parseJson(await sendJson(backend, "GET", CART, { token }), cartPaymentSchema);
    const { access_token: other } = await login(backend, "admin@acme.example");
    const response = await sendJson(backend, "POST", `/occ/v2/corporate/users/current/carts/${theirs.code}/payment/digitalPayments/request`, { token: other });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toMatchObject({ type: "CartError", message: "Cart not found." });
  });
});

describe("hosted card page", () => {
  it("shows an accessible card form for a valid session", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    const response = await hosted({ session_id: session.sessionId, signature: session.signature });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://corporate.test");
    expect(csp).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    for (const [id, label] of [["cardNumber", "Card number"], ["expiry", "Expiry date"], ["nameOnCard", "Name on card"]]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}" name="${id}"`);
    }
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="cancel"');
    expect(html).not.toContain("<script");
  });

  it("approve: stores type, last four, holder and expiry (never the number) and returns to the site's storefront", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    const response = await approve(session);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`http://corporate.test/checkout/payment-details?paymentStatus=ACCEPTED&sid=${encodeURIComponent(session.sessionId)}`);
    const row = backend.db.prepare<[string], Record<string, unknown>>("SELECT * FROM digital_payment_sessions WHERE session_id = ?").get(session.sessionId);
    expect(row).toMatchObject({ status: "accepted", card_type: "visa", card_type_name: "Visa", card_number_last4: "1111", account_holder_name: "Bella Barnes", expiry_month: "04", expiry_year: "2029" });
    expect(JSON.stringify(row)).not.toContain("4111111111111111");
  });

  it("the return URL never comes from the request (Host, Origin, Referer)", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    const response = await backend.app.request("http://evil.test/hosted-payment/register", {
      method: "POST",
      headers: { Origin: "http://evil.test", Referer: "http://evil.test/x", Host: "evil.test" },
      body: new URLSearchParams({ session_id: session.sessionId, signature: session.signature, action: "cancel" }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^http:\/\/corporate\.test\/checkout\/payment-details\?paymentStatus=CANCELLED&sid=/);
  });

  it("cancel: the session is cancelled and the buyer returns with CANCELLED", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    const response = await hosted({ session_id: session.sessionId, signature: session.signature, action: "cancel", cardNumber: "4111" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`http://corporate.test/checkout/payment-details?paymentStatus=CANCELLED&sid=${encodeURIComponent(session.sessionId)}`);
    expect(backend.db.prepare<[string], { status: string }>("SELECT status FROM digital_payment_sessions WHERE session_id = ?").get(session.sessionId)?.status).toBe("cancelled");
    // Finished: posting again shows where it stands instead of the form.
    const again = await approve(session);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("paymentStatus=CANCELLED");
  });

  it("invalid card details re-render the form with the field's error (the number is not echoed)", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    const response = await approve(session, { cardNumber: "4111 1111 1111 1112", expiry: "04/29", nameOnCard: "Bella <b>Barnes</b>" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("<title>Error: ");
    expect(html).toContain("There is a problem");
    expect(html).toContain(`<a href="#cardNumber">${CARD_MESSAGES.numberInvalid}</a>`);
    expect(html).toContain('id="cardNumber-error"');
    expect(html).toContain('aria-describedby="cardNumber-hint cardNumber-error" aria-invalid="true"');
    expect(html).not.toContain("4111 1111 1111 1112");
    expect(html).toContain('value="04/29"');
    expect(html).not.toContain("<b>Barnes");
    expect(backend.db.prepare<[string], { status: string }>("SELECT status FROM digital_payment_sessions WHERE session_id = ?").get(session.sessionId)?.status).toBe("pending");
  });

  it("a wrong signature, an unknown session or an expired one shows no form", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    const wrong = await hosted({ session_id: session.sessionId, signature: `${session.signature}x` });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).not.toContain('name="cardNumber"');
    expect((await hosted({ session_id: "nope", signature: session.signature })).status).toBe(400);
    backend.advance(PAYMENT_SESSION_TTL_MS);
    try {
      const expired = await approve(session);
      expect(expired.status).toBe(410);
      expect(backend.db.prepare<[string], { status: string }>("SELECT status FROM digital_payment_sessions WHERE session_id = ?").get(session.sessionId)?.status).toBe("pending");
    } finally {
      backend.advance(-PAYMENT_SESSION_TTL_MS);
    }
  });
});

describe("POST {cart}/payment/digitalPayments/response", () => {
  it("no billing address: copies the delivery address, stores the card and sets CARD on the cart", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    await approve(session);
    const response = await respond(token, { sid: session.sessionId, sign: session.signature });
    expect(response.status).toBe(201);
    const details = await parseJson(response, paymentDetailsSchema);
    expect(details).toMatchObject({
      cardType: { code: "visa", name: "Visa" },
      cardNumber: "************1111",
      accountHolderName: "Bella Barnes",
      expiryMonth: "04",
      expiryYear: "2029",
      billingAddress: { firstName: "Acme", lastName: "Receiving", line1: "Level 3, 120 Collins Street", town: "Melbourne", postalCode: "3000", visibleInAddressBook: false },
    });
    // A copy (not in the book), not the unit's address itself.
    expect(details.billingAddress.id).not.toBe("1");

    const cart = await parseJson(await sendJson(backend, "GET", CART, { token }), cartPaymentSchema);
    expect(cart.paymentType).toEqual({ code: "CARD", displayName: "Card" });
    expect(cart.paymentInfo).toEqual(details);
  });

  it("a billing address of its own (billingAddress=true with SAP's fields) is stored as a one-off address", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    await approve(session, { cardNumber: "5555 5555 5555 4444", expiry: "12/30", nameOnCard: "B Barnes" });
    const response = await respond(token, { sid: session.sessionId, sign: session.signature, ...BILLING, line2: "" });
    expect(response.status).toBe(201);
    const details = await parseJson(response, paymentDetailsSchema);
    expect(details.cardType).toEqual({ code: "master", name: "Mastercard" });
    expect(details.billingAddress).toMatchObject({
      firstName: "Bella",
      line1: "8 Wattle Avenue",
      town: "Hawthorn",
      region: { isocode: "AU-VIC", isocodeShort: "VIC" },
      postalCode: "3122",
      country: { isocode: "AU" },
      visibleInAddressBook: false,
    });
    expect(details.billingAddress.line2).toBeUndefined();
    const inBook = backend.db.prepare<[number], { inBook: number; ownerUser: string }>("SELECT in_book AS inBook, owner_user AS ownerUser FROM addresses WHERE id = ?").get(Number(details.billingAddress.id));
    expect(inBook).toEqual({ inBook: 0, ownerUser: "buyer@acme.example" });
  });

  it("invalid billing fields: 400 ValidationError per field, and the session can still be used", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    await approve(session);
    const response = await respond(token, { sid: session.sessionId, sign: session.signature, ...BILLING, postalCode: "31", firstName: "" });
    expect(response.status).toBe(400);
    const subjects = (await errorsOf(response)).map((error) => [error.type, error.subject]);
    expect(subjects).toEqual(expect.arrayContaining([["ValidationError", "postalCode"], ["ValidationError", "firstName"]]));
    const badState = await respond(token, { sid: session.sessionId, sign: session.signature, ...BILLING, region: "AUK" });
    expect((await errorsOf(badState))[0]).toMatchObject({ type: "ValidationError", subject: "region" });
    expect((await respond(token, { sid: session.sessionId, sign: session.signature, ...BILLING })).status).toBe(201);
  });

  it("a wrong signature or an unknown session: 400 PaymentError invalidSession, nothing changes", async () => {
    const { token, cart } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    await approve(session);
    const before = await parseJson(await sendJson(backend, "GET", CART, { token }), cartPaymentSchema);
    for (const query of [
      // A different last character (the signature is random base64url: it may end in "A" itself).
      { sid: session.sessionId, sign: `${session.signature.slice(0, -1)}${session.signature.endsWith("A") ? "B" : "A"}` },
      { sid: "unknown", sign: session.signature },
    ]) {
      const response = await respond(token, query);
      expect(response.status).toBe(400);
      expect((await errorsOf(response))[0]).toMatchObject({ type: "PaymentError", reason: "invalidSession" });
    }
    expect(await parseJson(await sendJson(backend, "GET", CART, { token }), cartPaymentSchema)).toEqual(before);
    expect(before.code).toBe(cart.code);
  });

  it("an expired session (by the clock): 400 invalidSession", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    await approve(session);
    backend.advance(PAYMENT_SESSION_TTL_MS + 1);
    try {
      const response = await respond(token, { sid: session.sessionId, sign: session.signature });
      expect(response.status).toBe(400);
      expect((await errorsOf(response))[0]).toMatchObject({ type: "PaymentError", reason: "invalidSession" });
    } finally {
      backend.advance(-(PAYMENT_SESSION_TTL_MS + 1));
    }
  });

  it("a session not approved (pending or cancelled): 400 notAccepted", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const pending = await requestSession(token);
    const response = await respond(token, { sid: pending.sessionId, sign: pending.signature });
    expect((await errorsOf(response))[0]).toMatchObject({ type: "PaymentError", reason: "notAccepted" });
    await hosted({ session_id: pending.sessionId, signature: pending.signature, action: "cancel" });
    const cancelled = await respond(token, { sid: pending.sessionId, sign: pending.signature });
    expect(cancelled.status).toBe(400);
    expect((await errorsOf(cancelled))[0]).toMatchObject({ type: "PaymentError", reason: "notAccepted" });
  });

  it("used twice: the second answer is 400 used and adds nothing", async () => {
    const { token } = await buyerWithCart("buyer@acme.example");
    const session = await requestSession(token);
    await approve(session);
    const count = () => backend.db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM payment_infos").get()?.n;
    expect((await respond(token, { sid: session.sessionId, sign: session.signature })).status).toBe(201);
    const infos = count();
    const second = await respond(token, { sid: session.sessionId, sign: session.signature });
    expect(second.status).toBe(400);
    expect((await errorsOf(second))[0]).toMatchObject({ type: "PaymentError", reason: "used" });
    expect(count()).toBe(infos);
  });

  it("another user's cart: 404 Cart not found; their session on my cart: invalidSession", async () => {
    const owner = await buyerWithCart("approver@acme.example");
    const session = await requestSession(owner.token);
    await approve(session);
    const other = await buyerWithCart("admin@acme.example");
    const foreignCart = `/occ/v2/corporate/users/current/carts/${owner.cart.code}`;
    const response = await respond(other.token, { sid: session.sessionId, sign: session.signature }, foreignCart);
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toMatchObject({ type: "CartError" });
    const onMine = await respond(other.token, { sid: session.sessionId, sign: session.signature });
    expect((await errorsOf(onMine))[0]).toMatchObject({ type: "PaymentError", reason: "invalidSession" });
    // The owner can still complete it.
    expect((await respond(owner.token, { sid: session.sessionId, sign: session.signature })).status).toBe(201);
  });

  it("guests pay by card on their anonymous cart (client token + guid)", async () => {
    const client = await parseJson(await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }), tokenBodySchema);
    const token = client.access_token;
    const created = await sendJson(backend, "POST", "/occ/v2/corporate/users/anonymous/carts", { token });
    expect(created.status).toBe(201);
    const { guid } = await parseJson(created, cartPaymentSchema);
    const guestCart = `/occ/v2/corporate/users/anonymous/carts/${guid}`;
    const session = await requestSession(token, guestCart);
    await approve(session);
    const response = await respond(token, { sid: session.sessionId, sign: session.signature, ...BILLING }, guestCart);
    expect(response.status).toBe(201);
    const cart = await parseJson(await sendJson(backend, "GET", guestCart, { token }), cartPaymentSchema);
    expect(cart.paymentType?.code).toBe("CARD");
    expect(cart.paymentInfo?.cardNumber).toBe("************1111");
  });

  it("no billing address and no delivery address: 400 ValidationError billingAddress", async () => {
    const { token, cart } = await buyerWithCart("buyer@acme.example");
    backend.db.prepare("UPDATE carts SET delivery_address_id = NULL WHERE guid = ?").run(cart.guid);
    const session = await requestSession(token);
    await approve(session);
    const response = await respond(token, { sid: session.sessionId, sign: session.signature });
    expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: "billingAddress" });
  });
});
