import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { OccError, type PaymentErrorReason, invalidParameter } from "../http/errors";
import { parseInput } from "../http/validation";
import { type BillingAddressInput } from "../payments/payment-details";
import { HOSTED_PAYMENT_PATH } from "./hosted-payment";

const NO_STORE = { "Cache-Control": "private, no-store" };

const COUNTRIES = ["AU", "NZ"] as const;

/** "" counts as not given. */
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(max).optional());
const requiredText = (max: number) => z.string({ required_error: "Required" }).trim().min(1, "Required").max(max);

export const sessionQuerySchema = z.object({
  sid: z.string({ required_error: "sid is required" }).min(1).max(100),
  sign: z.string({ required_error: "sign is required" }).min(1).max(200),
  billingAddress: z.enum(["true", "false"]).optional(),
});

/**
 * The billing fields of `…/digitalPayments/response?billingAddress=true&…` (SAP's parameter names: Spartacus
 * integration-libs/digital-payments default-digital-payments-endpoint.config.ts `occQueryParams`).
 */
export const billingQuerySchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  line1: requiredText(255),
  line2: optionalText(255),
  town: requiredText(100),
  /** The region's short isocode (NSW), as Spartacus sends `region.isocodeShort`. */
  region: optionalText(10),
  postalCode: z.string({ required_error: "Required" }).trim().regex(/^\d{4}$/, "A postcode is 4 digits"),
  country: z.enum(COUNTRIES, { errorMap: () => ({ message: "Must be AU or NZ" }) }),
});

export const paymentError = (reason: PaymentErrorReason, message: string) => new OccError(400, [{ type: "PaymentError", reason, message }]);

/**
 * Digital payments — the card registration round trip (docs/occ-api.md "Issue 5 additions" → "Digital payments";
 * spec part 2 §3, §4, §7). `request` opens a session on the cart and answers where the storefront posts the buyer
 * (our hosted card page, routes/hosted-payment.ts); `response` turns the accepted session into the cart's card
 * payment with its billing address. Guests pay by card too (`users/anonymous/carts/{guid}`). Issue 22: under
 * `users/{u}/carts/{c}` only (the spec's and Spartacus' paths), no request body, the billing address as SAP's request
 * parameters `billingAddress=true&country=&firstName=&lastName=&line1=&line2=&town=&region=&postalCode=`.
 */
export function paymentsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { cartAccess: access, paymentSessions: sessions, paymentDetailsWriter: details } = deps.stores;
  const regionOf = db.prepare<[string, string], { isocode: string }>("SELECT isocode FROM regions WHERE country = ? AND isocode_short = ?");

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  {
    app.post(`/:site/users/:userId/carts/:cartId/payment/digitalPayments/request`, auth, (c) => {
      const opened = db.transaction(() => {
        const { cart, actingUid, site } = access.resolve(callerOf(c));
        return sessions.open({ site: site.uid, cartId: cart.id, userUid: actingUid, now: now() });
      })();
      return c.json(digitalPaymentRequestAnswer(c.req.url, opened), 200, NO_STORE);
    });

    app.post(`/:site/users/:userId/carts/:cartId/payment/digitalPayments/response`, auth, (c) => {
      const query = c.req.query();
      const { sid, sign, billingAddress } = parseInput(sessionQuerySchema, query);

      const paymentDetails = db.transaction(() => {
        const { cart, actingUid, ownerUid } = access.resolve(callerOf(c));
        const session = sessions.verify(sid, sign, now());
        if (!session || session.cartId !== cart.id || session.userUid !== actingUid) {
          throw paymentError("invalidSession", "Unknown or expired payment session, or a wrong signature");
        }
        if (session.status === "used") throw paymentError("used", "This payment session was already used");
        if (session.status !== "accepted") throw paymentError("notAccepted", "The card registration was not approved");

        // Without billingAddress=true the card's billing address is the cart's delivery address (the stand-in for the
        // one the payment provider would hand back).
        let billing: { sameAsDelivery: number } | BillingAddressInput;
        if (billingAddress !== "true") {
          const deliveryAddressId = details.deliveryAddressId(cart.id);
          if (deliveryAddressId === null) throw invalidParameter("billingAddress", "The cart has no delivery address to bill to");
          billing = { sameAsDelivery: deliveryAddressId };
        } else {
          const fields = parseInput(billingQuerySchema, query);
          let region: string | null = null;
          if (fields.region) {
            region = regionOf.get(fields.country, fields.region.toUpperCase())?.isocode ?? null;
            if (!region) throw invalidParameter("region", `Not a region of ${fields.country}`);
          }
          billing = {
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
        }
        if (!sessions.use(session.sessionId)) throw paymentError("used", "This payment session was already used");
        return details.store({ session, cartId: cart.id, ownerUid, billing, now: now() });
      })();

      return c.json(paymentDetails, 201, NO_STORE);
    });
  }

  return app;
}

/**
 * The answer of a digital payments request (checkout's and the account's, decision 031): where the browser posts
 * and the session's parameters. The hosted page lives on this backend: its origin is the one the storefront called
 * (OCC_BASE_URL's).
 */
export function digitalPaymentRequestAnswer(requestUrl: string, opened: { sessionId: string; signature: string }) {
  return {
    postUrl: `${new URL(requestUrl).origin}${HOSTED_PAYMENT_PATH}`,
    parameters: {
      entry: [
        { key: "session_id", value: opened.sessionId },
        { key: "signature", value: opened.signature },
      ],
    },
  };
}
