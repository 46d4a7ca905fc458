import { type Db } from "../db";
import { OccError } from "../http/errors";
import { type CartRow, type CartStore, type VariantForCart } from "./cart";
import { type PriceContext } from "./pricing";

/**
 * The cart page's changes (docs/occ-api.md "Issue 5 additions", "Cart entries and vouchers"): an entry's quantity
 * (0 removes it), removing one or all entries, vouchers, and a guest cart's e-mail. Callers resolve the cart with
 * stores/cart-access.ts and run these inside a transaction. Every change of the entries clears `checkoutReviewed`
 * (`entriesChanged`), so the buyer reviews the order again.
 */

/** SAP answers an unknown entry number with 400 (issue 22). */
export const itemNotFound = () => new OccError(400, [{ type: "CartEntryError", reason: "notFound", message: "Item not found." }]);
export const notUpdateable = () =>
  new OccError(400, [{ type: "CartEntryError", reason: "notUpdateable", message: "Items of a pack are changed with Edit pack." }]);
export const invalidVoucher = () => new OccError(400, [{ type: "VoucherOperationError", reason: "invalid", message: "Invalid code provided." }]);
export const voucherExceeded = () =>
  new OccError(400, [{ type: "VoucherOperationError", reason: "exceeded", message: "This coupon has exceeded the number of times it can be used" }]);

interface EntryRow {
  entryNumber: number;
  quantity: number;
  variantCode: string;
  /** Issue 8: the pack of a pack line. */
  packId: string | null;
}

interface VoucherRow {
  code: string;
  site: string;
  maxUses: number | null;
  usedCount: number;
}

/**
 * The add route's stock rule for a new entry quantity: only stocked products (type `S`) are limited; none left or
 * fewer than wanted is refused (never reduced). A decrease is always allowed, so a buyer can bring an entry down
 * towards what is left.
 */
export function checkStock(variant: VariantForCart, wanted: number, current: number) {
  if (variant.productType !== "S" || wanted <= current) return;
  if (variant.stockLevel === 0) {
    throw new OccError(400, [{ type: "InsufficientStockError", message: `Product ${variant.code} is out of stock` }]);
  }
  if (wanted > variant.stockLevel) {
    throw new OccError(400, [
      { type: "InsufficientStockError", message: `Only ${variant.stockLevel} of product ${variant.code} are in stock (the cart would hold ${wanted})` },
    ]);
  }
}

export function cartEntryStore(db: Db, { carts }: { carts: CartStore }) {
  const entryRow = db.prepare<[number, number], EntryRow>(
    "SELECT entry_number AS entryNumber, quantity, variant_code AS variantCode, pack_id AS packId FROM cart_entries WHERE cart_id = ? AND entry_number = ?",
  );
  const deletePackEntries = db.prepare<[number, string]>("DELETE FROM cart_entries WHERE cart_id = ? AND pack_id = ?");
  const deleteCartPack = db.prepare<[number, string]>("DELETE FROM cart_packs WHERE cart_id = ? AND pack_id = ?");
  const setQuantity = db.prepare<[number, number, number]>("UPDATE cart_entries SET quantity = ? WHERE cart_id = ? AND entry_number = ?");
  const deleteEntry = db.prepare<[number, number]>("DELETE FROM cart_entries WHERE cart_id = ? AND entry_number = ?");
  const voucherByCode = db.prepare<[string], VoucherRow>(
    "SELECT code, site, max_uses AS maxUses, used_count AS usedCount FROM vouchers WHERE code = ? COLLATE NOCASE",
  );
  const appliedVoucher = db.prepare<[number, string], { code: string }>(
    "SELECT voucher_code AS code FROM cart_vouchers WHERE cart_id = ? AND voucher_code = ? COLLATE NOCASE",
  );
  const insertVoucher = db.prepare<[number, string, number]>(
    "INSERT INTO cart_vouchers (cart_id, voucher_code, applied_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const deleteVoucher = db.prepare<[number, string]>("DELETE FROM cart_vouchers WHERE cart_id = ? AND voucher_code = ?");
  // Issue 25 (coupons, stores/coupons.ts): a customer coupon applies only for the user who claimed it, while valid.
  const couponRefused = db.prepare<[string, number, number, string], { n: number }>(
    `SELECT 1 AS n FROM customer_coupons cc WHERE cc.code = ? AND (? < cc.start_at OR ? >= cc.end_at
       OR NOT EXISTS (SELECT 1 FROM customer_coupon_claims k WHERE k.coupon_code = cc.code AND k.user_uid = ?))`,
  );
  const registeredAccount = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ? AND is_guest = 0");
  const setGuestEmail = db.prepare<[string, string]>("UPDATE users SET guest_email = ? WHERE uid = ? AND is_guest = 1");
  const touchCart = db.prepare<[number, number]>("UPDATE carts SET updated_at = ? WHERE id = ?");

  const findEntry = (cart: CartRow, entryNumber: number): EntryRow => {
    const row = entryRow.get(cart.id, entryNumber);
    if (!row) throw itemNotFound();
    return row;
  };

  return {
    /**
     * Sets an entry's quantity (0 removes the entry) and answers the CartModification: the new quantity, the
     * difference, and the entry (after a removal: its number, quantity 0 and product code).
     */
    setEntryQuantity(cart: CartRow, entryNumber: number, quantity: number, prices: PriceContext, now: number) {
      const row = findEntry(cart, entryNumber);
      if (row.packId !== null) throw notUpdateable();
      const variant = carts.findVariant(row.variantCode);
      if (!variant) throw new Error(`Variant ${row.variantCode} of cart ${cart.id} is missing`);
      const modification = { statusCode: "success" as const, quantity, quantityAdded: quantity - row.quantity };
      if (quantity === 0) {
        deleteEntry.run(cart.id, entryNumber);
        carts.entriesChanged(cart, now);
        return {
          ...modification,
          entry: { entryNumber, quantity: 0, product: { code: variant.code, name: variant.productName, baseProduct: variant.productCode } },
        };
      }
      checkStock(variant, quantity, row.quantity);
      if (quantity !== row.quantity) {
        setQuantity.run(quantity, cart.id, entryNumber);
        carts.entriesChanged(cart, now);
      }
      return { ...modification, entry: carts.entry(cart, entryNumber, prices) };
    },

    /** The entry as it is now (a PATCH without a quantity changes nothing we keep). */
    unchangedEntry(cart: CartRow, entryNumber: number, prices: PriceContext) {
      const row = findEntry(cart, entryNumber);
      if (row.packId !== null) throw notUpdateable();
      return { statusCode: "success" as const, quantity: row.quantity, quantityAdded: 0, entry: carts.entry(cart, entryNumber, prices) };
    },

    /** Removes an entry; removing any line of a pack removes the whole pack (its lines and its credit). */
    removeEntry(cart: CartRow, entryNumber: number, now: number) {
      const row = findEntry(cart, entryNumber);
      if (row.packId !== null) {
        deletePackEntries.run(cart.id, row.packId);
        deleteCartPack.run(cart.id, row.packId);
      } else {
        deleteEntry.run(cart.id, entryNumber);
      }
      carts.entriesChanged(cart, now);
    },

    /**
     * Applies a voucher of the cart's site (codes match case-insensitively). Unknown or another site's →
     * 'Invalid code provided.'; used up → the exceeded message; already applied → no change.
     */
    applyVoucher(cart: CartRow, site: string, code: string, now: number, ownerUid: string) {
      const voucher = voucherByCode.get(code);
      if (!voucher || voucher.site !== site) throw invalidVoucher();
      if (couponRefused.get(voucher.code, now, now, ownerUid)) throw invalidVoucher();
      if (appliedVoucher.get(cart.id, voucher.code)) return;
      if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses) throw voucherExceeded();
      insertVoucher.run(cart.id, voucher.code, now);
      touchCart.run(now, cart.id);
    },

    /** Removes an applied voucher; one that is not applied → 'Invalid code provided.'. */
    removeVoucher(cart: CartRow, code: string, now: number) {
      const applied = appliedVoucher.get(cart.id, code);
      if (!applied) throw invalidVoucher();
      deleteVoucher.run(cart.id, applied.code);
      touchCart.run(now, cart.id);
    },

    /** A guest's e-mail (stored lower case); the e-mail of a registered account → 409 'Already exists.'. */
    setGuestEmail(guestUid: string, email: string) {
      const normalised = email.toLowerCase();
      if (registeredAccount.get(normalised)) {
        throw new OccError(409, [{ type: "AlreadyExistsError", subject: "email", message: "Already exists." }]);
      }
      setGuestEmail.run(normalised, guestUid);
    },
  };
}
