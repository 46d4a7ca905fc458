import { beforeEach, describe, expect, it } from "vitest";
import { deletePayment, getSavedPayments, setDefaultPayment } from "~/lib/occ/billing.server";
import { isOccError } from "~/lib/occ/errors";
import { getNotificationPreferences, updateNotificationPreference } from "~/lib/occ/notification-preferences.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { contract, sapErrors } from "./harness";

/**
 * Billing and notification preferences (issue 25, H4; docs/billing-and-notifications.md): the stock SAP 2211 calls as
 * Spartacus makes them (`projects/core/src/occ/adapters/user/occ-user-payment.adapter.ts`,
 * `occ-user-notification-preference.adapter.ts`), the spec's `GET orgUsers/{u}/payments` and its stock fallback.
 */

const PAYMENTS = "Spartacus occ-user-payment.adapter.ts loadAll / setDefault / delete (paymentDetailsAll, paymentDetail)";
const PREFERENCES = "Spartacus occ-user-notification-preference.adapter.ts loadAll / update; notification-preference.model.ts";
const SPEC = "spec part 2 §7 GET orgUsers/{userId}/payments (this customer's extension)";

const card = {
  id: "8796125823018",
  cardType: { code: "visa", name: "Visa" },
  cardNumber: "************1111",
  accountHolderName: "Bella Barnes",
  expiryMonth: "08",
  expiryYear: "2029",
  defaultPayment: true,
  saved: true,
  billingAddress: { firstName: "Bella", lastName: "Barnes", line1: "1 George Street", town: "Sydney", postalCode: "2000", country: { isocode: "AU" } },
};

beforeEach(() => resetStockFallbacks());

describe("saved cards", () => {
  it("GET orgUsers/current/payments (spec) reads the saved cards", async () => {
    const run = contract([{ source: SPEC, request: { method: "GET", path: "orgUsers/current/payments" }, response: { status: 200, body: { payments: [card] } } }]);
    const cards = await run.verify(getSavedPayments({ occ: run.occ }));
    expect(cards).toMatchObject([{ id: card.id, defaultPayment: true }]);
  });

  it("a stock SAP: 404 UnknownResourceError, then GET users/current/paymentdetails?saved=true", async () => {
    const run = contract([
      { source: SPEC, request: { method: "GET", path: "orgUsers/current/payments" }, response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/orgUsers/current/payments") } },
      { source: PAYMENTS, request: { method: "GET", path: "users/current/paymentdetails", query: { saved: "true" } }, response: { status: 200, body: { payments: [{ ...card, defaultPayment: false }] } } },
    ]);
    const cards = await run.verify(getSavedPayments({ occ: run.occ }));
    expect(cards.map((entry) => entry.defaultPayment)).toEqual([false]);
  });

  it("PATCH users/current/paymentdetails/{id} with defaultPayment true: SAP's empty 200", async () => {
    const run = contract([
      {
        source: PAYMENTS,
        request: { method: "PATCH", path: `users/current/paymentdetails/${card.id}`, body: { billingAddress: { titleCode: "mr" }, defaultPayment: true } },
        response: { status: 200 },
      },
    ]);
    await run.verify(setDefaultPayment({ occ: run.occ }, card.id));
  });

  it("DELETE users/current/paymentdetails/{id}: empty 200; an unknown id is SAP's 400 UnknownIdentifierError (not found)", async () => {
    const ok = contract([{ source: PAYMENTS, request: { method: "DELETE", path: `users/current/paymentdetails/${card.id}` }, response: { status: 200 } }]);
    await ok.verify(deletePayment({ occ: ok.occ }, card.id));
    const unknown = contract([
      { source: PAYMENTS, request: { method: "DELETE", path: "users/current/paymentdetails/1" }, response: { status: 400, body: sapErrors.unknownIdentifier("Payment details [1] not found.") } },
    ]);
    const error = await unknown.verify(deletePayment({ occ: unknown.occ }, "1")).catch((caught: unknown) => caught);
    expect(isOccError(error) && error.kind).toBe("notFound");
  });
});

describe("notification preferences", () => {
  it("GET users/current/notificationpreferences reads channel, value, enabled and visible", async () => {
    const body = { preferences: [{ channel: "EMAIL", value: "buyer@acme.example", enabled: true, visible: true }, { channel: "SMS", enabled: false, visible: false }] };
    const run = contract([{ source: PREFERENCES, request: { method: "GET", path: "users/current/notificationpreferences" }, response: { status: 200, body } }]);
    expect(await run.verify(getNotificationPreferences({ occ: run.occ }))).toEqual(body.preferences);
  });

  it("PATCH users/current/notificationpreferences with { preferences }: empty 200", async () => {
    const run = contract([
      { source: PREFERENCES, request: { method: "PATCH", path: "users/current/notificationpreferences", body: { preferences: [{ channel: "SMS", enabled: true }] } }, response: { status: 200 } },
    ]);
    await run.verify(updateNotificationPreference({ occ: run.occ }, "SMS", true));
  });
});
