import { type Db } from "../db";
import { type PaymentDetailsReader } from "../stores/payment-infos";
import { type PaymentSessionRow } from "./sessions";

/** A billing address as the response call gives it (docs/occ-api.md "Digital payments"), already checked. */
export interface BillingAddressInput {
  titleCode: string | null;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  town: string;
  /** Region isocode (AU-NSW), resolved from billTo_state + billTo_country. */
  region: string | null;
  postalCode: string;
  country: string;
  phone: string | null;
  cellphone: string | null;
}

/**
 * Turns an accepted digital-payment session into card details on the cart: the billing address (a one-off address,
 * in_book 0, owned by the cart's owner — or a copy of the cart's delivery address), a payment_infos row, and the
 * cart's payment type CARD. The caller runs it inside a transaction with the session's `used` update.
 */
export function paymentDetailsWriter(db: Db, { paymentDetails }: { paymentDetails: PaymentDetailsReader }) {
  const deliveryAddressOf = db.prepare<[number], { id: number | null }>("SELECT delivery_address_id AS id FROM carts WHERE id = ?");
  const copyAddress = db.prepare<[string, number, number]>(
    `INSERT INTO addresses (owner_user, owner_unit, in_book, is_default, title, first_name, last_name, line1, line2, town, region,
       postal_code, country, phone, mobile, created_at)
     SELECT ?, NULL, 0, 0, title, first_name, last_name, line1, line2, town, region, postal_code, country, phone, mobile, ?
     FROM addresses WHERE id = ?`,
  );
  const insertAddress = db.prepare<[string, string | null, string, string, string, string | null, string, string | null, string, string, string | null, string | null, number]>(
    `INSERT INTO addresses (owner_user, owner_unit, in_book, is_default, title, first_name, last_name, line1, line2, town, region,
       postal_code, country, phone, mobile, created_at)
     VALUES (?, NULL, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPaymentInfo = db.prepare<[string, string, string, string, string, string, string, number, number]>(
    `INSERT INTO payment_infos (user_uid, card_type, card_type_name, card_number_last4, account_holder_name, expiry_month,
       expiry_year, billing_address_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setCartPayment = db.prepare<[number, number]>("UPDATE carts SET payment_type = 'CARD', payment_info_id = ? WHERE id = ?");
  // Issue 25: the first saved card of a user becomes their default (stores/saved-payments.ts).
  const defaultIfFirst = db.prepare<[number, string]>(
    `UPDATE payment_infos SET is_default = 1 WHERE id = ?
     AND NOT EXISTS (SELECT 1 FROM payment_infos WHERE user_uid = ? AND saved = 1 AND is_default = 1)`,
  );

  /** The OCC PaymentDetails shape (as the cart's `paymentInfo`). */
  function toPaymentDetails(id: number) {
    const details = paymentDetails.byId(id);
    if (!details) throw new Error(`payment_infos ${id} not found`);
    return details;
  }

  return {
    /** The cart's delivery address id, or null when none is set. */
    deliveryAddressId: (cartId: number) => deliveryAddressOf.get(cartId)?.id ?? null,

    /**
     * Stores the card of an accepted session with its billing address (`{ sameAsDelivery: deliveryAddressId }` copies
     * that address) on the cart — or, with `cartId: null` (a card added from the account, issue 25), only in the
     * user's saved cards. Returns the PaymentDetails.
     */
    store(input: {
      session: PaymentSessionRow;
      cartId: number | null;
      ownerUid: string;
      billing: { sameAsDelivery: number } | BillingAddressInput;
      now: number;
    }) {
      const { session, ownerUid, now } = input;
      const billing = input.billing;
      const addressId =
        "sameAsDelivery" in billing
          ? Number(copyAddress.run(ownerUid, now, billing.sameAsDelivery).lastInsertRowid)
          : Number(
              insertAddress.run(
                ownerUid,
                billing.titleCode,
                billing.firstName,
                billing.lastName,
                billing.line1,
                billing.line2,
                billing.town,
                billing.region,
                billing.postalCode,
                billing.country,
                billing.phone,
                billing.cellphone,
                now,
              ).lastInsertRowid,
            );
      if (!session.cardType || !session.cardTypeName || !session.last4 || !session.accountHolderName || !session.expiryMonth || !session.expiryYear) {
        throw new Error(`Digital-payment session ${session.sessionId} has no card details`);
      }
      const paymentInfoId = Number(
        insertPaymentInfo.run(
          ownerUid,
          session.cardType,
          session.cardTypeName,
          session.last4,
          session.accountHolderName,
          session.expiryMonth,
          session.expiryYear,
          addressId,
          now,
        ).lastInsertRowid,
      );
      defaultIfFirst.run(paymentInfoId, ownerUid);
      if (input.cartId !== null) setCartPayment.run(paymentInfoId, input.cartId);
      return toPaymentDetails(paymentInfoId);
    },
  };
}
