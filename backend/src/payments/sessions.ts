import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type Db } from "../db";
import { type ValidCard } from "./cards";

/** A digital-payment session lives 30 minutes (docs/occ-api.md "Digital payments"). */
export const PAYMENT_SESSION_TTL_MS = 30 * 60 * 1000;

/** Ended sessions are deleted a day after they expired. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type PaymentSessionStatus = "pending" | "accepted" | "cancelled" | "used";

/**
 * Where a card registration started: checkout (on a cart), the account's Billing page (no cart; migration 036) or the
 * finance pay page (no cart; migration 046, issue 28).
 */
export type PaymentSessionPurpose = "checkout" | "account" | "finance";

export interface PaymentSessionRow {
  sessionId: string;
  signatureHash: string;
  site: string;
  purpose: PaymentSessionPurpose;
  /** The cart of a checkout registration; null for an account registration. */
  cartId: number | null;
  userUid: string;
  status: PaymentSessionStatus;
  cardType: string | null;
  cardTypeName: string | null;
  last4: string | null;
  accountHolderName: string | null;
  expiryMonth: string | null;
  expiryYear: string | null;
  createdAt: number;
  expiresAt: number;
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant-time check of a presented signature against the stored SHA-256 (hex). */
export function signatureMatches(row: Pick<PaymentSessionRow, "signatureHash">, signature: string): boolean {
  const expected = Buffer.from(row.signatureHash, "hex");
  const actual = sha256(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The digital-payment sessions (migration 013): opened by `…/digitalPayments/request`, accepted or cancelled on the
 * hosted card page, used up by `…/digitalPayments/response`.
 */
export function paymentSessionStore(db: Db) {
  const insert = db.prepare<[string, string, string, PaymentSessionPurpose, number | null, string, number, number]>(
    `INSERT INTO digital_payment_sessions (session_id, signature_hash, site, purpose, cart_id, user_uid, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const find = db.prepare<[string], PaymentSessionRow>(
    `SELECT session_id AS sessionId, signature_hash AS signatureHash, site, purpose, cart_id AS cartId, user_uid AS userUid, status,
       card_type AS cardType, card_type_name AS cardTypeName, card_number_last4 AS last4,
       account_holder_name AS accountHolderName, expiry_month AS expiryMonth, expiry_year AS expiryYear,
       created_at AS createdAt, expires_at AS expiresAt
     FROM digital_payment_sessions WHERE session_id = ?`,
  );
  const accept = db.prepare<[string, string, string, string, string, string, string]>(
    `UPDATE digital_payment_sessions SET status = 'accepted', card_type = ?, card_type_name = ?, card_number_last4 = ?,
       account_holder_name = ?, expiry_month = ?, expiry_year = ?
     WHERE session_id = ? AND status = 'pending'`,
  );
  const cancel = db.prepare<[string]>("UPDATE digital_payment_sessions SET status = 'cancelled' WHERE session_id = ? AND status = 'pending'");
  const use = db.prepare<[string]>("UPDATE digital_payment_sessions SET status = 'used' WHERE session_id = ? AND status = 'accepted'");
  const purge = db.prepare<[number]>("DELETE FROM digital_payment_sessions WHERE expires_at < ?");

  function lookup(sessionId: string, signature: string): PaymentSessionRow | null {
    const row = find.get(sessionId);
    // Hash and compare anyway, so an unknown id costs the same as a wrong signature.
    if (!row) {
      signatureMatches({ signatureHash: "00".repeat(32) }, signature);
      return null;
    }
    return signatureMatches(row, signature) ? row : null;
  }

  return {
    /**
     * Opens a session for the cart (checkout) or, with `cartId: null`, for the user's account (the Billing page, issue
     * 25) or, with `purpose: "finance"`, for the finance pay page (issue 28); returns the public session id and the secret signature (stored hashed).
     */
    open(input: { site: string; cartId: number | null; userUid: string; now: number; purpose?: "account" | "finance" }) {
      purge.run(input.now - KEEP_EXPIRED_MS);
      const sessionId = randomBytes(18).toString("base64url");
      const signature = randomBytes(32).toString("base64url");
      const purpose: PaymentSessionPurpose = input.cartId === null ? (input.purpose ?? "account") : "checkout";
      insert.run(sessionId, sha256(signature).toString("hex"), input.site, purpose, input.cartId, input.userUid, input.now, input.now + PAYMENT_SESSION_TTL_MS);
      return { sessionId, signature, expiresAt: input.now + PAYMENT_SESSION_TTL_MS };
    },

    /**
     * The session named by `sessionId` when `signature` is its signature (expired or not); null for an unknown id or
     * a wrong signature, which look the same to the caller.
     */
    lookup,

    /** As `lookup`, and only while the session has not expired. */
    verify(sessionId: string, signature: string, now: number): PaymentSessionRow | null {
      const row = lookup(sessionId, signature);
      return row && row.expiresAt > now ? row : null;
    },

    /** Pending → accepted with the card details (never the full number). False when it was no longer pending. */
    accept: (sessionId: string, card: ValidCard) =>
      accept.run(card.type.code, card.type.name, card.last4, card.holder, card.expiryMonth, card.expiryYear, sessionId).changes === 1,

    /** Pending → cancelled. False when it was no longer pending. */
    cancel: (sessionId: string) => cancel.run(sessionId).changes === 1,

    /** Accepted → used (once). False when it was not accepted (e.g. a second response raced this one). */
    use: (sessionId: string) => use.run(sessionId).changes === 1,
  };
}
