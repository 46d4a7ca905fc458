import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { invalidParameter } from "../http/errors";
import { extensionRoute } from "../http/extensions";
import { jsonBody, parseInput } from "../http/validation";
import { NOTIFICATION_CHANNELS } from "../stores/notification-preferences";
import { billingQuerySchema, digitalPaymentRequestAnswer, paymentError, sessionQuerySchema } from "./payments";

const NO_STORE = { "Cache-Control": "private, no-store" };

const idParams = z.object({ paymentDetailsId: z.string().min(1).max(40) });

/** SAP's PATCH takes a partial PaymentDetailsWsDTO; only `defaultPayment` changes anything here (Spartacus also sends `billingAddress: {titleCode}`, ignored). */
const patchBodySchema = z.object({ defaultPayment: z.boolean().optional() }).passthrough();

/** `PATCH users/{u}/notificationpreferences` body (Spartacus `{ preferences: NotificationPreference[] }`). */
const preferencesBodySchema = z.object({
  preferences: z
    .array(z.object({ channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() }).passthrough())
    .min(1, "At least one preference")
    .max(NOTIFICATION_CHANNELS.length),
});

/**
 * Billing and notification preferences of the signed-in user (issue 25; docs/occ-api.md "Billing and notification
 * preferences"; docs/billing-and-notifications.md):
 * - `GET orgUsers/{u}/payments` (spec part 2 §7, extension) and stock `GET users/{u}/paymentdetails[?saved=true]`:
 *   `{ payments: PaymentDetailsWsDTO[] }` with `defaultPayment` and `saved`;
 * - stock `PATCH users/{u}/paymentdetails/{id}` (`{defaultPayment: true}`; 200, empty body) and
 *   `DELETE users/{u}/paymentdetails/{id}` (200, empty body); another user's, a deleted or an unknown card is
 *   `400 UnknownIdentifierError` (SAP);
 * - `POST orgUsers/{u}/payments/digitalPayments/request|response` (extension of ours, decision 031): the card
 *   registration round trip of checkout (routes/payments.ts) without a cart — the card only joins the saved cards;
 * - stock `GET/PATCH users/{u}/notificationpreferences` (`{ preferences: [{channel, value, enabled, visible}] }`;
 *   PATCH 200 with an empty body).
 * `{u}` is `current` or the caller's own uid (403 otherwise), like every user path.
 */
export function billingRoutes(deps: AppDeps) {
  const { now, config } = deps;
  const { cartAccess: access, savedPayments, paymentSessions: sessions, notificationPreferences } = deps.stores;
  const saveCard = walletCardSaver(deps);

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const extension = extensionRoute(config);

  app.get("/:site/orgUsers/:userId/payments", extension, auth, (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    return c.json({ payments: savedPayments.list(actingUid) }, 200, NO_STORE);
  });

  app.get("/:site/users/:userId/paymentdetails", auth, (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    return c.json({ payments: savedPayments.list(actingUid) }, 200, NO_STORE);
  });

  app.get("/:site/users/:userId/paymentdetails/:paymentDetailsId", auth, (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    const { paymentDetailsId } = parseInput(idParams, c.req.param());
    return c.json(savedPayments.get(actingUid, paymentDetailsId), 200, NO_STORE);
  });

  app.patch("/:site/users/:userId/paymentdetails/:paymentDetailsId", auth, async (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    const { paymentDetailsId } = parseInput(idParams, c.req.param());
    const body = parseInput(patchBodySchema, await jsonBody(c));
    if (body.defaultPayment !== undefined) savedPayments.setDefault(actingUid, paymentDetailsId, body.defaultPayment);
    else savedPayments.get(actingUid, paymentDetailsId);
    return c.body(null, 200, NO_STORE);
  });

  app.delete("/:site/users/:userId/paymentdetails/:paymentDetailsId", auth, (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    const { paymentDetailsId } = parseInput(idParams, c.req.param());
    savedPayments.remove(actingUid, paymentDetailsId);
    return c.body(null, 200, NO_STORE);
  });

  app.post("/:site/orgUsers/:userId/payments/digitalPayments/request", extension, auth, (c) => {
    const { actingUid, site } = access.signedInCaller(callerOf(c));
    const opened = sessions.open({ site: site.uid, cartId: null, userUid: actingUid, now: now() });
    return c.json(digitalPaymentRequestAnswer(c.req.url, opened), 200, NO_STORE);
  });

  app.post("/:site/orgUsers/:userId/payments/digitalPayments/response", extension, auth, (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    return c.json(saveCard(c.req.query(), actingUid, "account"), 201, NO_STORE);
  });

  app.get("/:site/users/:userId/notificationpreferences", auth, (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    return c.json({ preferences: notificationPreferences.list(actingUid) }, 200, NO_STORE);
  });

  app.patch("/:site/users/:userId/notificationpreferences", auth, async (c) => {
    const { actingUid } = access.signedInCaller(callerOf(c));
    const { preferences } = parseInput(preferencesBodySchema, await jsonBody(c));
    const unreachable = notificationPreferences.update(actingUid, preferences, now());
    if (unreachable.length > 0) throw invalidParameter("preferences", `The user cannot be reached by ${unreachable.join(", ")}`);
    return c.body(null, 200, NO_STORE);
  });

  return app;
}

/**
 * The response call of a card registration without a cart (the account's `payments/digitalPayments/response`, decision
 * 031; the finance `payment/captureContext/response`, issue 28): `sid`, `sign`, `billingAddress=true` and the billing
 * fields in the query; the session must be the caller's, of `purpose` (a checkout, account or finance session cannot be
 * answered by another purpose's call), accepted and not yet used. Saves the card to the caller's wallet (the first card
 * becomes the default) and answers its PaymentDetailsWsDTO.
 */
export function walletCardSaver(deps: AppDeps) {
  const { db, now } = deps;
  const { paymentSessions: sessions, paymentDetailsWriter: writer } = deps.stores;
  const regionOf = db.prepare<[string, string], { isocode: string }>("SELECT isocode FROM regions WHERE country = ? AND isocode_short = ?");
  return (query: Record<string, string>, actingUid: string, purpose: "account" | "finance") => {
    const { sid, sign, billingAddress } = parseInput(sessionQuerySchema, query);
    // No cart, so no delivery address to bill to: the billing address is required.
    if (billingAddress !== "true") throw invalidParameter("billingAddress", "A card saved without a cart needs its billing address");
    const fields = parseInput(billingQuerySchema, query);
    let region: string | null = null;
    if (fields.region) {
      region = regionOf.get(fields.country, fields.region.toUpperCase())?.isocode ?? null;
      if (!region) throw invalidParameter("region", `Not a region of ${fields.country}`);
    }
    return db.transaction(() => {
      const session = sessions.verify(sid, sign, now());
      if (!session || session.purpose !== purpose || session.userUid !== actingUid) {
        throw paymentError("invalidSession", "Unknown or expired payment session, or a wrong signature");
      }
      if (session.status === "used") throw paymentError("used", "This payment session was already used");
      if (session.status !== "accepted") throw paymentError("notAccepted", "The card registration was not approved");
      if (!sessions.use(session.sessionId)) throw paymentError("used", "This payment session was already used");
      const billing = {
        titleCode: null,
        firstName: fields.firstName,
        lastName: fields.lastName,
        line1: fields.line1,
        line2: fields.line2 ?? null,
        town: fields.town,
        region,
        postalCode: fields.postalCode,
        country: fields.country,
        phone: null,
        cellphone: null,
      };
      return writer.store({ session, cartId: null, ownerUid: actingUid, billing, now: now() });
    })();
  };
}
