import { type Db } from "../db";
import { unknownIdentifier } from "../http/errors";
import { type PaymentDetailsReader } from "./payment-infos";

/**
 * The user's saved cards (issue 25, docs/billing-and-notifications.md): the `payment_infos` rows with `saved = 1`
 * (migration 036), as SAP's `users/{userId}/paymentdetails` and this customer's `orgUsers/{userId}/payments` answer
 * them. Rules (SAP Commerce's customer account service, as Spartacus' payment methods page relies on them):
 * - the list is newest first with the default card first; `defaultPayment` marks it;
 * - one default per user; the first card a user saves becomes the default;
 * - deleting a card only takes it out of the wallet (`saved = 0`): orders and carts keep pointing at it. Deleting the
 *   default makes the newest remaining card the default;
 * - another user's card, a deleted card or an unknown id is `400 UnknownIdentifierError` (SAP's answer), which the
 *   storefront shows as not found.
 */
export function savedPaymentsStore(db: Db, { paymentDetails }: { paymentDetails: PaymentDetailsReader }) {
  const listIds = db.prepare<[string], { id: number; isDefault: number }>(
    `SELECT id, is_default AS isDefault FROM payment_infos WHERE user_uid = ? AND saved = 1
     ORDER BY is_default DESC, created_at DESC, id DESC`,
  );
  const owned = db.prepare<[number, string], { id: number; isDefault: number }>(
    "SELECT id, is_default AS isDefault FROM payment_infos WHERE id = ? AND user_uid = ? AND saved = 1",
  );
  const clearDefault = db.prepare<[string]>("UPDATE payment_infos SET is_default = 0 WHERE user_uid = ? AND is_default = 1");
  const setDefault = db.prepare<[number]>("UPDATE payment_infos SET is_default = 1 WHERE id = ?");
  const unsave = db.prepare<[number]>("UPDATE payment_infos SET saved = 0, is_default = 0 WHERE id = ?");
  const newest = db.prepare<[string], { id: number }>(
    "SELECT id FROM payment_infos WHERE user_uid = ? AND saved = 1 ORDER BY created_at DESC, id DESC LIMIT 1",
  );
  const hasDefault = db.prepare<[string], { id: number }>("SELECT id FROM payment_infos WHERE user_uid = ? AND saved = 1 AND is_default = 1");

  /** The id as SAP's path carries it: digits only (anything else is unknown). */
  function ownedCard(userUid: string, id: string) {
    const numeric = /^\d{1,12}$/.test(id) ? Number(id) : NaN;
    const row = Number.isSafeInteger(numeric) ? owned.get(numeric, userUid) : undefined;
    if (!row) throw unknownIdentifier(`Payment details [${id}] not found.`);
    return row;
  }

  function makeDefault(userUid: string, id: number) {
    clearDefault.run(userUid);
    setDefault.run(id);
  }

  return {
    /** The user's saved cards as PaymentDetailsWsDTO, default first. */
    list(userUid: string) {
      return listIds.all(userUid).flatMap((row) => {
        const details = paymentDetails.byId(row.id);
        return details ? [{ ...details, defaultPayment: row.isDefault === 1, saved: true }] : [];
      });
    },

    /** One saved card of the user, or 400 UnknownIdentifierError. */
    get(userUid: string, id: string) {
      const row = ownedCard(userUid, id);
      const details = paymentDetails.byId(row.id);
      if (!details) throw unknownIdentifier(`Payment details [${id}] not found.`);
      return { ...details, defaultPayment: row.isDefault === 1, saved: true };
    },

    /** `defaultPayment: true` makes the card the default (idempotent); `false` on the default card leaves none. */
    setDefault(userUid: string, id: string, value: boolean) {
      db.transaction(() => {
        const row = ownedCard(userUid, id);
        if (value) makeDefault(userUid, row.id);
        else if (row.isDefault === 1) clearDefault.run(userUid);
      })();
    },

    /** Takes the card out of the wallet; the newest remaining card becomes the default when it was the default. */
    remove(userUid: string, id: string) {
      db.transaction(() => {
        const row = ownedCard(userUid, id);
        unsave.run(row.id);
        if (row.isDefault === 1) {
          const next = newest.get(userUid);
          if (next) setDefault.run(next.id);
        }
      })();
    },

    /** A newly saved card (`payment_infos` id) becomes the default when the user has none. Call inside the write's transaction. */
    defaultIfFirst(userUid: string, id: number) {
      if (!hasDefault.get(userUid)) makeDefault(userUid, id);
    },
  };
}

export type SavedPaymentsStore = ReturnType<typeof savedPaymentsStore>;
