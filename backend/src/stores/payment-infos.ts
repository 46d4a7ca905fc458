import { type Db } from "../db";
import { type AddressReader, toOccAddress } from "./addresses";

interface PaymentInfoRow {
  id: number;
  cardType: string;
  cardTypeName: string;
  last4: string;
  accountHolderName: string;
  expiryMonth: string;
  expiryYear: string;
  billingAddressId: number;
}

/** Registered card details (`payment_infos`) as the OCC PaymentDetails shape: the cart's and the order's `paymentInfo`. */
export type PaymentDetailsReader = ReturnType<typeof paymentDetailsReader>;

export function paymentDetailsReader(db: Db, { addresses }: { addresses: AddressReader }) {
  const byId = db.prepare<[number], PaymentInfoRow>(
    `SELECT id, card_type AS cardType, card_type_name AS cardTypeName, card_number_last4 AS last4,
       account_holder_name AS accountHolderName, expiry_month AS expiryMonth, expiry_year AS expiryYear,
       billing_address_id AS billingAddressId
     FROM payment_infos WHERE id = ?`,
  );
  return {
    /** The PaymentDetails of `id`, or undefined when there is no such row. */
    byId(id: number) {
      const row = byId.get(id);
      if (!row) return undefined;
      const billing = addresses.byId(row.billingAddressId);
      return {
        id: String(row.id),
        cardType: { code: row.cardType, name: row.cardTypeName },
        cardNumber: `************${row.last4}`,
        accountHolderName: row.accountHolderName,
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
        ...(billing ? { billingAddress: toOccAddress(billing) } : {}),
      };
    },
  };
}
