import { randomUUID } from "node:crypto";
import { type Db } from "../db";
import { OccError } from "../http/errors";
import { garmentImageUrl } from "../media-paths";
import { discountedCents, formatPrice, type PriceContext, volumeDiscount, volumeTierLoader } from "./pricing";
import { productUrl } from "./products";

/** Largest quantity of one entry (and of one add-to-cart call). */
export const MAX_ENTRY_QUANTITY = 999;

export interface CartRow {
  id: number;
  guid: string;
}

interface EntryRow {
  entryNumber: number;
  quantity: number;
  variantCode: string;
  productCode: string;
  name: string;
  shape: string;
  colour: string;
  colourName: string;
  stdCents: number;
}

export interface VariantForCart {
  code: string;
  productCode: string;
  productName: string;
  productType: string;
  stockLevel: number;
}

/** The cart code: the id as 8 digits, like SAP Commerce's cart codes. */
export const cartCode = (id: number) => String(id).padStart(8, "0");

export const cartNotFound = () => new OccError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }]);

/** Carts and their entries (docs/occ-api.md, "Cart"): one open cart per user and base site. */
export function cartStore(db: Db) {
  const findOpen = db.prepare<[string, string], CartRow>("SELECT id, guid FROM carts WHERE site = ? AND user_uid = ?");
  const insertCart = db.prepare<[string, string, string, number, number]>(
    "INSERT INTO carts (guid, site, user_uid, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
  );
  const touchCart = db.prepare<[number, number]>("UPDATE carts SET updated_at = ? WHERE id = ?");
  const entries = db.prepare<[string, number], EntryRow>(
    `SELECT e.entry_number AS entryNumber, e.quantity, v.code AS variantCode, p.code AS productCode, p.name, p.shape,
       v.colour, c.name AS colourName, vp.std_cents AS stdCents
     FROM cart_entries e
     JOIN variants v ON v.code = e.variant_code
     JOIN products p ON p.code = v.product_code
     JOIN colours c ON c.code = v.colour
     JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = ?
     WHERE e.cart_id = ? ORDER BY e.entry_number`,
  );
  const findVariant = db.prepare<[string], VariantForCart>(
    `SELECT v.code, v.product_code AS productCode, p.name AS productName, p.product_type AS productType, v.stock_level AS stockLevel
     FROM variants v JOIN products p ON p.code = v.product_code WHERE v.code = ?`,
  );
  const productExists = db.prepare<[string], { code: string }>("SELECT code FROM products WHERE code = ?");
  const findEntry = db.prepare<[number, string], { entryNumber: number; quantity: number }>(
    "SELECT entry_number AS entryNumber, quantity FROM cart_entries WHERE cart_id = ? AND variant_code = ?",
  );
  const nextEntryNumber = db.prepare<[number], { next: number }>(
    "SELECT COALESCE(MAX(entry_number) + 1, 0) AS next FROM cart_entries WHERE cart_id = ?",
  );
  const insertEntry = db.prepare<[number, number, string, number, number]>(
    "INSERT INTO cart_entries (cart_id, entry_number, variant_code, quantity, added_at) VALUES (?, ?, ?, ?, ?)",
  );
  const updateEntry = db.prepare<[number, number, number]>("UPDATE cart_entries SET quantity = ? WHERE cart_id = ? AND entry_number = ?");
  const volumeTiers = volumeTierLoader(db);

  /** An entry priced: the unit price is the variant's standard price less the volume discount for the entry's quantity. */
  const priceEntry = (row: EntryRow, tiers: ReturnType<typeof volumeTiers>, prices: PriceContext) => {
    const unitCents = discountedCents(row.stdCents, volumeDiscount(tiers.get(row.productCode) ?? [], row.quantity));
    const altText = `${row.name} in ${row.colourName}`;
    return {
      totalCents: unitCents * row.quantity,
      entry: {
        entryNumber: row.entryNumber,
        quantity: row.quantity,
        basePrice: formatPrice(unitCents, prices.currency),
        totalPrice: formatPrice(unitCents * row.quantity, prices.currency),
        product: {
          code: row.variantCode,
          name: row.name,
          baseProduct: row.productCode,
          url: productUrl(row.productCode, row.name),
          images: (["product", "thumbnail"] as const).map((format) => ({
            url: garmentImageUrl(format, row.shape, row.colour),
            altText,
            format,
            imageType: "PRIMARY",
          })),
        },
      },
    };
  };

  return {
    findOpen: (site: string, userUid: string) => findOpen.get(site, userUid),

    /** The user's open cart on the site, created when there is none. */
    openCart(site: string, userUid: string, now: number): CartRow {
      const existing = findOpen.get(site, userUid);
      if (existing) return existing;
      const guid = randomUUID();
      const id = Number(insertCart.run(guid, site, userUid, now, now).lastInsertRowid);
      return { id, guid };
    },

    findVariant: (code: string) => findVariant.get(code),
    isBaseProduct: (code: string) => productExists.get(code) !== undefined,

    /** Adds units of a variant (to its entry when the cart has one). Returns the entry number and its new quantity. */
    addUnits(cart: CartRow, variantCode: string, quantity: number, now: number) {
      const existing = findEntry.get(cart.id, variantCode);
      touchCart.run(now, cart.id);
      if (existing) {
        updateEntry.run(existing.quantity + quantity, cart.id, existing.entryNumber);
        return { entryNumber: existing.entryNumber, quantity: existing.quantity + quantity };
      }
      const entryNumber = nextEntryNumber.get(cart.id)?.next ?? 0;
      insertEntry.run(cart.id, entryNumber, variantCode, quantity, now);
      return { entryNumber, quantity };
    },

    /** Units of a variant already in the cart. */
    quantityOf: (cart: CartRow, variantCode: string) => findEntry.get(cart.id, variantCode)?.quantity ?? 0,

    /** The Cart shape, priced from the price list now. */
    toCart(cart: CartRow, prices: PriceContext) {
      const rows = entries.all(prices.priceList, cart.id);
      const tiers = volumeTiers([...new Set(rows.map((row) => row.productCode))]);
      const priced = rows.map((row) => priceEntry(row, tiers, prices));
      const totalCents = priced.reduce((sum, entry) => sum + entry.totalCents, 0);
      const total = formatPrice(totalCents, prices.currency);
      return {
        code: cartCode(cart.id),
        guid: cart.guid,
        totalItems: rows.length,
        totalUnitCount: rows.reduce((sum, row) => sum + row.quantity, 0),
        entries: priced.map((entry) => entry.entry),
        totalPrice: total,
        subTotal: total,
        totalPriceWithTax: total,
      };
    },

    /** One entry of the cart, priced (for the add-to-cart response). */
    entry(cart: CartRow, entryNumber: number, prices: PriceContext) {
      const row = entries.all(prices.priceList, cart.id).find((candidate) => candidate.entryNumber === entryNumber);
      if (!row) throw new Error(`Cart ${cart.id} has no entry ${entryNumber}`);
      return priceEntry(row, volumeTiers([row.productCode]), prices).entry;
    },
  };
}
