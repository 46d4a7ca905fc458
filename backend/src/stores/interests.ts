import { type Db } from "../db";
import { invalidParameter, unknownIdentifier } from "../http/errors";
import { type CartAccessStore } from "./cart-access";
import { type Caller } from "./caller";
import { productUrl } from "./products";

/** The one notification type this backend serves (SAP's NotificationType also has others it never sends here). */
export const NOTIFICATION_TYPES = ["BACK_IN_STOCK"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

interface InterestRow {
  variantCode: string;
  productCode: string;
  productName: string;
  colour: string;
  colourName: string;
  size: string;
  fit: string | null;
  stockLevel: number;
  notificationType: NotificationType;
  createdAt: number;
  notifiedAt: number | null;
}

const LOW_STOCK = 10;
const stockStatus = (level: number) => (level <= 0 ? "outOfStock" : level <= LOW_STOCK ? "lowStock" : "inStock");

const iso = (ms: number) => new Date(ms).toISOString();

/** SAP's ProductInterestEntryRelationWsDTO: the (variant) product and its interest entries. */
function relation(row: InterestRow) {
  return {
    product: {
      code: row.variantCode,
      name: row.productName,
      baseProduct: row.productCode,
      url: productUrl(row.variantCode, row.productName),
      purchasable: true,
      stock: { stockLevelStatus: stockStatus(row.stockLevel), stockLevel: row.stockLevel },
      baseOptions: [
        {
          variantType: "ApparelSizeVariantProduct",
          selected: {
            code: row.variantCode,
            variantOptionQualifiers: [
              { qualifier: "colour", name: "Colour", value: row.colourName },
              { qualifier: "size", name: "Size", value: row.size },
              ...(row.fit === null ? [] : [{ qualifier: "fit", name: "Fit", value: row.fit }]),
            ],
          },
        },
      ],
    },
    productInterestEntry: [
      {
        interestType: row.notificationType,
        dateAdded: iso(row.createdAt),
        // This backend's addition: when the back-in-stock e-mail went out (the trigger of migration 037).
        ...(row.notifiedAt === null ? {} : { dateNotified: iso(row.notifiedAt) }),
      },
    ],
  };
}

export type InterestRelation = ReturnType<typeof relation>;

const SELECT = `SELECT i.variant_code AS variantCode, v.product_code AS productCode, p.name AS productName, v.colour,
    coalesce(c.name, v.colour) AS colourName, v.size, v.fit, v.stock_level AS stockLevel,
    i.notification_type AS notificationType, i.created_at AS createdAt, i.notified_at AS notifiedAt
  FROM product_interests i JOIN variants v ON v.code = i.variant_code JOIN products p ON p.code = v.product_code
  LEFT JOIN colours c ON c.code = v.colour`;

/**
 * Back-in-stock interests (issue 25; docs/interests-and-coupons.md), SAP's `users/{userId}/productinterests`:
 * - only a variant (the item a buyer can order) of a known stocked product (type S: made or sourced to order items
 *   are ordered when out of stock), and only while it is out of stock (an interest in an item on the shelf would
 *   never be told anything): else 400 ValidationError; an unknown code 400 UnknownIdentifierError;
 * - one interest per user, item and type: adding it again answers the existing one (a double submit adds nothing);
 * - each user sees and removes only their own (the table is keyed by the caller's uid; `{userId}` is checked);
 * - the e-mail when stock returns is the trigger of migration 037.
 */
export function interestsStore(db: Db, { access }: { access: CartAccessStore }) {
  const variant = db.prepare<[string], { code: string; productCode: string; stockLevel: number; productType: string }>(
    `SELECT v.code, v.product_code AS productCode, v.stock_level AS stockLevel, p.product_type AS productType
     FROM variants v JOIN products p ON p.code = v.product_code WHERE v.code = ?`,
  );
  const product = db.prepare<[string], { code: string }>("SELECT code FROM products WHERE code = ?");
  const list = db.prepare<[string, string | null, string | null, number, number], InterestRow>(
    `${SELECT} WHERE i.user_uid = ? AND (? IS NULL OR i.variant_code = ?) ORDER BY i.created_at DESC, i.variant_code LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[string, string | null, string | null], { n: number }>(
    "SELECT COUNT(*) AS n FROM product_interests WHERE user_uid = ? AND (? IS NULL OR variant_code = ?)",
  );
  const one = db.prepare<[string, string, string], InterestRow>(
    `${SELECT} WHERE i.user_uid = ? AND i.variant_code = ? AND i.notification_type = ?`,
  );
  const insert = db.prepare<[string, string, string, string, number]>(
    `INSERT INTO product_interests (user_uid, variant_code, notification_type, site, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const remove = db.prepare<[string, string, string]>(
    "DELETE FROM product_interests WHERE user_uid = ? AND variant_code = ? AND notification_type = ?",
  );

  return {
    list(from: Caller, query: { currentPage: number; pageSize: number; productCode?: string }) {
      const { actingUid } = access.signedInCaller(from);
      const code = query.productCode ?? null;
      const totalResults = count.get(actingUid, code, code)?.n ?? 0;
      const rows = list.all(actingUid, code, code, query.pageSize, query.currentPage * query.pageSize);
      return {
        results: rows.map(relation),
        sorts: [{ code: "byDateAdded", selected: true }],
        pagination: {
          currentPage: query.currentPage,
          pageSize: query.pageSize,
          sort: "byDateAdded",
          totalPages: Math.ceil(totalResults / query.pageSize),
          totalResults,
        },
      };
    },

    add(from: Caller, productCode: string, type: NotificationType, now: number): InterestRelation {
      const { actingUid, site } = access.signedInCaller(from);
      const item = variant.get(productCode);
      if (!item) {
        if (product.get(productCode)) throw invalidParameter("productCode", `Product '${productCode}' has variants: name the item (colour and size)`);
        throw unknownIdentifier(`Product with code '${productCode.slice(0, 64)}' not found`);
      }
      const existing = one.get(actingUid, item.code, type);
      if (existing) return relation(existing);
      if (item.productType !== "S") throw invalidParameter("productCode", `Product '${item.code}' is made or sourced to order: it is never out of stock`);
      if (item.stockLevel > 0) throw invalidParameter("productCode", `Product '${item.code}' is in stock`);
      insert.run(actingUid, item.code, type, site.uid, now);
      const row = one.get(actingUid, item.code, type);
      if (!row) throw new Error("interest not stored");
      return relation(row);
    },

    remove(from: Caller, productCode: string, type: NotificationType) {
      const { actingUid } = access.signedInCaller(from);
      if (remove.run(actingUid, productCode, type).changes === 0) {
        throw unknownIdentifier(`Product interest for '${productCode.slice(0, 64)}' not found`);
      }
    },
  };
}
