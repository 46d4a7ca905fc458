import { Hono } from "hono";
import { z } from "zod";
import { isValidMobile } from "../rules/mobile-number";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { OccError, type PaymentErrorReason, invalidParameter } from "../http/errors";
import { parseInput } from "../http/validation";
import { type BillingAddressInput } from "../payments/payment-details";
import { HOSTED_PAYMENT_PATH } from "./hosted-payment";

const NO_STORE = { "Cache-Control": "private, no-store" };

const TITLE_CODES = ["mr", "ms", "mrs", "miss", "dr", "mx"] as const;
const COUNTRIES = ["AU", "NZ"] as const;

/** "" counts as not given (SAP sends empty billTo_* fields). */
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(max).optional());
const requiredText = (max: number) => z.string({ required_error: "Required" }).trim().min(1, "Required").max(max);

const sessionQuerySchema = z.object({
  sid: z.string({ required_error: "sid is required" }).min(1).max(100),
  sign: z.string({ required_error: "sign is required" }).min(1).max(200),
  sameAsDelivery: z.enum(["true", "false"]).optional(),
});

/** The billing fields of `…/digitalPayments/response` (SAP Secure Acceptance names; docs/occ-api.md). */
const billingQuerySchema = z.object({
  billTo_titleCode: z.preprocess((value) => (value === "" ? undefined : value), z.enum(TITLE_CODES).optional()),
  billTo_firstName: requiredText(100),
  billTo_lastName: requiredText(100),
  billTo_street1: requiredText(255),
  billTo_street2: optionalText(255),
  billTo_city: requiredText(100),
  /** The region's short isocode (NSW), as the spec's billing address carries it. */
  billTo_state: optionalText(10),
  billTo_postalCode: z.string({ required_error: "Required" }).trim().regex(/^\d{4}$/, "A postcode is 4 digits"),
  billTo_country: z.enum(COUNTRIES, { errorMap: () => ({ message: "Must be AU or NZ" }) }),
  billTo_phoneNumber: optionalText(40).refine((value) => value === undefined || isValidMobile(value), "Must be 8 to 15 digits"),
  billTo_cellphone: optionalText(40).refine((value) => value === undefined || isValidMobile(value), "Must be 8 to 15 digits"),
});

const paymentError = (reason: PaymentErrorReason, message: string) => new OccError(400, [{ type: "PaymentError", reason, message }]);

/**
 * Digital payments — the card registration round trip (docs/occ-api.md "Issue 5 additions" → "Digital payments";
 * spec part 2 §3, §4, §7). `request` opens a session on the cart and answers where the storefront posts the buyer
 * (our hosted card page, routes/hosted-payment.ts); `response` turns the accepted session into the cart's card
 * payment with its billing address. Guests pay by card too (`users/anonymous/carts/{guid}`).
 */
export function paymentsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { cartAccess: access, paymentSessions: sessions, paymentDetailsWriter: details } = deps.stores;
  const regionOf = db.prepare<[string, string], { isocode: string }>("SELECT isocode FROM regions WHERE country = ? AND isocode_short = ?");

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  for (const scope of ["users", "orgUsers"]) {
    app.post(`/:site/${scope}/:userId/carts/:cartId/payment/digitalPayments/request`, auth, (c) => {
      const opened = db.transaction(() => {
        const { cart, actingUid, site } = access.resolve(callerOf(c));
        return sessions.open({ site: site.uid, cartId: cart.id, userUid: actingUid, now: now() });
      })();
      // The hosted page lives on this backend: its origin is the one the storefront called (OCC_BASE_URL's).
      const postUrl = `${new URL(c.req.url).origin}${HOSTED_PAYMENT_PATH}`;
      return c.json(
        {
          postUrl,
          parameters: {
            entry: [
              { key: "session_id", value: opened.sessionId },
              { key: "signature", value: opened.signature },
            ],
          },
        },
        200,
        NO_STORE,
      );
    });

    app.post(`/:site/${scope}/:userId/carts/:cartId/payment/digitalPayments/response`, auth, (c) => {
      const query = c.req.query();
      const { sid, sign, sameAsDelivery } = parseInput(sessionQuerySchema, query);

      const paymentDetails = db.transaction(() => {
        const { cart, actingUid, ownerUid } = access.resolve(callerOf(c));
        const session = sessions.verify(sid, sign, now());
        if (!session || session.cartId !== cart.id || session.userUid !== actingUid) {
          throw paymentError("invalidSession", "Unknown or expired payment session, or a wrong signature");
        }
        if (session.status === "used") throw paymentError("used", "This payment session was already used");
        if (session.status !== "accepted") throw paymentError("notAccepted", "The card registration was not approved");

        let billing: { sameAsDelivery: number } | BillingAddressInput;
        if (sameAsDelivery === "true") {
          const deliveryAddressId = details.deliveryAddressId(cart.id);
          if (deliveryAddressId === null) throw invalidParameter("sameAsDelivery", "The cart has no delivery address to copy");
          billing = { sameAsDelivery: deliveryAddressId };
        } else {
          const fields = parseInput(billingQuerySchema, query);
          let region: string | null = null;
          if (fields.billTo_state) {
            region = regionOf.get(fields.billTo_country, fields.billTo_state.toUpperCase())?.isocode ?? null;
            if (!region) throw invalidParameter("billTo_state", `Not a region of ${fields.billTo_country}`);
          }
          billing = {
            titleCode: fields.billTo_titleCode ?? null,
            firstName: fields.billTo_firstName,
            lastName: fields.billTo_lastName,
            line1: fields.billTo_street1,
            line2: fields.billTo_street2 ?? null,
            town: fields.billTo_city,
            region,
            postalCode: fields.billTo_postalCode,
            country: fields.billTo_country,
            phone: fields.billTo_phoneNumber ?? null,
            cellphone: fields.billTo_cellphone ?? null,
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
