/**
 * Orders written directly, without a cart (issue 7 seeds and the dev endpoint `POST /dev/approvals/orders`): priced
 * like placement — the owner's price list, volume discounts, the site's order promotions, the site's standard
 * delivery mode and the owner's country's tax (cart-totals.ts) — delivered to the default address of the owner's
 * unit (or the nearest unit above it that has one), paid on account. No stock is taken and no voucher is used.
 */
import { createHash } from "node:crypto";
import { type Db } from "../db";
import { garmentImageUrl } from "../media-paths";
import { type AddressReader, toOccAddress } from "./addresses";
import { computeTotals, orderTotalColumns } from "./cart-totals";
import { type ExceededLimitRecord } from "./purchase-limits";
import { discountedCents, formatPrice, volumeDiscount, type VolumeTierLoader } from "./pricing";
import { productUrl } from "./products";

export interface DirectOrderDecision {
  decision: "APPROVE" | "REJECT";
  approverUid: string;
  decidedAt: number;
  comment: string | null;
  reasonCode: string | null;
}

export interface DirectOrderInput {
  /** A fixed id (seeds, below the placed orders' 30000001); default: the next id of the order sequence. */
  id?: number;
  site: string;
  userUid: string;
  placedByUid: string;
  entries: readonly { variantCode: string; quantity: number }[];
  createdAt: number;
  status: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "CREATED";
  exceededLimit: ExceededLimitRecord | null;
  decision?: DirectOrderDecision;
}

interface VariantRow {
  variantCode: string;
  productCode: string;
  name: string;
  shape: string;
  colour: string;
  colourName: string;
  size: string;
  fit: string | null;
  stdCents: number;
}

/** A stable UUID-shaped id derived from a text (seeded orders are identical on every install). */
const derivedGuid = (text: string) => {
  const hex = createHash("sha256").update(`uniform-order:${text}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export class DirectOrderError extends Error {
  constructor(
    readonly subject: string,
    message: string,
  ) {
    super(message);
    this.name = "DirectOrderError";
  }
}

export function directOrders(db: Db, { addresses, tiersOf }: { addresses: AddressReader; tiersOf: VolumeTierLoader }) {
  const owner = db.prepare<[string], { uid: string; unit: string; site: string; country: string; currency: string }>(
    "SELECT u.uid, u.org_unit AS unit, o.site, o.country, o.currency FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?",
  );
  const priceList = db.prepare<[string, string], { code: string; currency: string; symbol: string }>(
    `SELECT pl.code, pl.currency, c.symbol FROM price_lists pl JOIN currencies c ON c.isocode = pl.currency
     WHERE pl.site = ? AND pl.currency = ?`,
  );
  const siteCurrency = db.prepare<[string], { currency: string }>("SELECT default_currency AS currency FROM base_sites WHERE uid = ?");
  const variant = db.prepare<[string, string], VariantRow>(
    `SELECT v.code AS variantCode, p.code AS productCode, p.name, p.shape, v.colour, c.name AS colourName, v.size, v.fit,
       vp.std_cents AS stdCents
     FROM variants v JOIN products p ON p.code = v.product_code JOIN colours c ON c.code = v.colour
     JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = ?
     WHERE v.code = ?`,
  );
  const promotions = db.prepare<[string], { code: string; description: string; thresholdCents: number; discountPercent: number }>(
    `SELECT code, description, threshold_cents AS thresholdCents, discount_percent AS discountPercent
     FROM order_promotions WHERE site = ? ORDER BY threshold_cents`,
  );
  const deliveryMode = db.prepare<[string], { code: string; name: string; description: string; costCents: number }>(
    "SELECT code, name, description, cost_cents AS costCents FROM delivery_modes WHERE site = ? ORDER BY position LIMIT 1",
  );
  const unitAddress = db.prepare<[string], { id: number }>(
    `WITH RECURSIVE up(uid, parent, depth) AS (
       SELECT uid, parent_uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT a.id FROM up JOIN addresses a ON a.owner_unit = up.uid AND a.in_book = 1
     ORDER BY up.depth, a.is_default DESC, a.id LIMIT 1`,
  );
  const nextOrderId = db.prepare<[], { next: number }>("SELECT seq + 1 AS next FROM sqlite_sequence WHERE name = 'orders'");
  const codeTaken = db.prepare<[string], { id: number }>("SELECT id FROM orders WHERE code = ?");
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, code, guid, site, user_uid, placed_by_uid, org_unit, status, created_at, currency, subtotal_cents,
       discount_cents, delivery_cents, total_cents, tax_cents, total_with_tax_cents, tax_rate_percent, delivery_address_json,
       delivery_mode_code, delivery_mode_name, delivery_mode_description, payment_type, applied_promotions_json,
       source_cart_code, source_cart_guid)
     VALUES (@id, @code, @guid, @site, @userUid, @placedByUid, @orgUnit, @status, @createdAt, @currency, @subtotalCents,
       @discountCents, @deliveryCents, @totalCents, @taxCents, @totalWithTaxCents, @taxRatePercent, @deliveryAddressJson,
       @deliveryModeCode, @deliveryModeName, @deliveryModeDescription, 'ACCOUNT', @appliedPromotionsJson,
       @sourceCartCode, @sourceCartGuid)`,
  );
  const insertEntry = db.prepare(
    `INSERT INTO order_entries (order_id, entry_number, variant_code, product_code, name, colour, size, fit, quantity, unit_cents,
       line_cents, product_url, images_json)
     VALUES (@orderId, @entryNumber, @variantCode, @productCode, @name, @colour, @size, @fit, @quantity, @unitCents, @lineCents,
       @productUrl, @imagesJson)`,
  );
  const insertApproval = db.prepare(
    `INSERT INTO order_approvals (order_id, exceeded_limit_json, original_subtotal_cents, original_discount_cents, decision, comment,
       reason_code, approver_uid, decided_at)
     VALUES (@orderId, @exceededLimitJson, @subtotalCents, @discountCents, @decision, @comment, @reasonCode, @approverUid, @decidedAt)`,
  );

  return {
    /** Whether an order with this code exists (seeds skip those). */
    exists: (code: string) => codeTaken.get(code) !== undefined,

    /** Writes the order (call inside a transaction); returns its code and total with tax in cents. */
    create(input: DirectOrderInput): { id: number; code: string; totalWithTaxCents: number; currency: string } {
      const user = owner.get(input.userUid);
      if (!user || user.site !== input.site) throw new DirectOrderError("user", `No user '${input.userUid}' on base site '${input.site}'`);
      const placer = owner.get(input.placedByUid);
      if (!placer || placer.site !== input.site) throw new DirectOrderError("placedBy", `No user '${input.placedByUid}' on base site '${input.site}'`);
      if (input.entries.length === 0) throw new DirectOrderError("entries", "An order needs at least one entry");
      const list = priceList.get(input.site, user.currency) ?? priceList.get(input.site, siteCurrency.get(input.site)?.currency ?? "AUD");
      if (!list) throw new Error(`Base site '${input.site}' has no price list`);
      const currency = list.currency;
      const rows = input.entries.map((entry, index) => {
        const row = variant.get(list.code, entry.variantCode);
        if (!row) throw new DirectOrderError(`entries.${index}.variantCode`, `Unknown variant '${entry.variantCode}'`);
        if (!Number.isInteger(entry.quantity) || entry.quantity < 1 || entry.quantity > 999) {
          throw new DirectOrderError(`entries.${index}.quantity`, "Quantities are 1–999");
        }
        return { ...row, quantity: entry.quantity };
      });
      const tiers = tiersOf([...new Set(rows.map((row) => row.productCode))]);
      const priced = rows.map((row, entryNumber) => {
        const unitCents = discountedCents(row.stdCents, volumeDiscount(tiers.get(row.productCode) ?? [], row.quantity));
        return { ...row, entryNumber, unitCents, lineCents: unitCents * row.quantity };
      });
      const sitePromotions = promotions.all(input.site);
      const mode = deliveryMode.get(input.site);
      if (!mode) throw new Error(`Base site '${input.site}' has no delivery mode`);
      const totals = computeTotals({
        subtotalCents: priced.reduce((sum, row) => sum + row.lineCents, 0),
        vouchers: [],
        promotions: sitePromotions,
        deliveryCents: mode.costCents,
        country: user.country,
      });
      const addressId = unitAddress.get(user.unit)?.id;
      const address = addressId === undefined ? undefined : addresses.byId(addressId);
      if (!address) throw new DirectOrderError("user", `No delivery address for unit '${user.unit}'`);
      const id = input.id ?? nextOrderId.get()?.next ?? 30_000_001;
      const code = String(id).padStart(8, "0");
      const description = new Map(sitePromotions.map((promotion) => [promotion.code, promotion.description]));
      const money = (cents: number) => formatPrice(cents, { isocode: currency, symbol: list.symbol });
      insertOrder.run({
        id,
        code,
        guid: derivedGuid(code),
        site: input.site,
        userUid: input.userUid,
        placedByUid: input.placedByUid,
        orgUnit: user.unit,
        status: input.status,
        createdAt: input.createdAt,
        currency,
        ...orderTotalColumns(totals),
        taxRatePercent: totals.taxRatePercent,
        deliveryAddressJson: JSON.stringify(toOccAddress(address)),
        deliveryModeCode: mode.code,
        deliveryModeName: mode.name,
        deliveryModeDescription: mode.description,
        appliedPromotionsJson: JSON.stringify(
          totals.appliedPromotions.map((promotion) => ({
            description: description.get(promotion.code) ?? promotion.code,
            promotion: { code: promotion.code, description: description.get(promotion.code) ?? promotion.code },
            discount: money(promotion.cents),
          })),
        ),
        sourceCartCode: `direct-${code}`,
        sourceCartGuid: derivedGuid(`cart:${code}`),
      });
      for (const row of priced) {
        insertEntry.run({
          orderId: id,
          entryNumber: row.entryNumber,
          variantCode: row.variantCode,
          productCode: row.productCode,
          name: row.name,
          colour: row.colourName,
          size: row.size,
          fit: row.fit,
          quantity: row.quantity,
          unitCents: row.unitCents,
          lineCents: row.lineCents,
          productUrl: productUrl(row.productCode, row.name),
          imagesJson: JSON.stringify(
            (["product", "thumbnail"] as const).map((format) => ({
              url: garmentImageUrl(format, row.shape, row.colour),
              altText: `${row.name} in ${row.colourName}`,
              format,
              imageType: "PRIMARY",
            })),
          ),
        });
      }
      if (input.status !== "CREATED") {
        insertApproval.run({
          orderId: id,
          exceededLimitJson: input.exceededLimit ? JSON.stringify(input.exceededLimit) : null,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          decision: input.decision?.decision ?? null,
          comment: input.decision?.comment ?? null,
          reasonCode: input.decision?.reasonCode ?? null,
          approverUid: input.decision?.approverUid ?? null,
          decidedAt: input.decision?.decidedAt ?? null,
        });
      }
      return { id, code, totalWithTaxCents: totals.totalWithTaxCents, currency };
    },
  };
}
