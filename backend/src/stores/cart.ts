import { randomUUID } from "node:crypto";
import { type Db } from "../db";
import { OccError } from "../http/errors";
import { garmentImageUrl } from "../media-paths";
import { type AddressReader, toOccAddress } from "./addresses";
import { computeTotals } from "./cart-totals";
import { type PaymentDetailsReader } from "./payment-infos";
import { discountedCents, formatPrice, type PriceContext, volumeDiscount, type VolumeTierLoader } from "./pricing";
import { productUrl } from "./products";

/** Largest quantity of one entry (and of one add-to-cart call). */
export const MAX_ENTRY_QUANTITY = 999;

export interface CartRow {
  id: number;
  guid: string;
}

/** The checkout columns of a cart (migration 012). */
interface CartStateRow {
  site: string;
  ownerUid: string;
  country: string;
  reviewedAt: number | null;
  deliveryAddressId: number | null;
  deliveryMode: string | null;
  deliveryModeName: string | null;
  deliveryModeDescription: string | null;
  deliveryCents: number | null;
  costCentre: string | null;
  costCentreName: string | null;
  poNumber: string | null;
  urgentCode: string | null;
  urgentMsg: string | null;
  paymentType: string | null;
  paymentInfoId: number | null;
  enableTaken: number;
  guestEmail: string | null;
  isGuest: number;
  firstName: string;
  lastName: string;
}

const PAYMENT_TYPE_NAMES: Record<string, string> = { ACCOUNT: "Account", CARD: "Card" };

interface EntryRow {
  entryNumber: number;
  quantity: number;
  variantCode: string;
  productCode: string;
  name: string;
  shape: string;
  colour: string;
  colourName: string;
  size: string;
  fit: string | null;
  stockLevel: number;
  productType: string;
  stdCents: number;
  /** Issue 8: pack lines (null on ordinary lines). */
  packId: string | null;
  packName: string | null;
  packType: string | null;
  bundleId: string | null;
  bundleName: string | null;
  bundlePosition: number | null;
  valueAddsJson: string | null;
  reason: string | null;
  reasonName: string | null;
  comments: string | null;
}

interface ValueAddPriceRow {
  code: string;
  name: string;
  priceCents: number;
  prompt: string | null;
}

interface CartPackRow {
  packId: string;
  packName: string;
  packType: string;
  creditCents: number;
  subsidyCents: number;
  shippingCents: number;
}

export interface VariantForCart {
  code: string;
  productCode: string;
  productName: string;
  productType: string;
  stockLevel: number;
}

/** Stock as the cart shows it: K/R (made/sourced to order) are never short. */
function stockOf(row: { stockLevel: number; productType: string }) {
  if (row.productType !== "S") return { stockLevelStatus: "inStock" as const };
  if (row.stockLevel === 0) return { stockLevelStatus: "outOfStock" as const, stockLevel: 0 };
  return { stockLevelStatus: row.stockLevel <= 10 ? ("lowStock" as const) : ("inStock" as const), stockLevel: row.stockLevel };
}

/** The cart code: the id as 8 digits, like SAP Commerce's cart codes. */
export const cartCode = (id: number) => String(id).padStart(8, "0");

/** SAP answers a missing cart with 400 (issue 22). */
export const cartNotFound = () => new OccError(400, [{ type: "CartError", reason: "notFound", subjectType: "cart", message: "Cart not found." }]);

export type CartStore = ReturnType<typeof cartStore>;

/** Carts and their entries (docs/occ-api.md, "Cart"): one open cart per user and base site. */
export function cartStore(
  db: Db,
  { volumeTiers, paymentDetails, addresses }: { volumeTiers: VolumeTierLoader; paymentDetails: PaymentDetailsReader; addresses: AddressReader },
) {
  const findOpen = db.prepare<[string, string], CartRow>("SELECT id, guid FROM carts WHERE site = ? AND user_uid = ?");
  const insertCart = db.prepare<[string, string, string, number, number]>(
    "INSERT INTO carts (guid, site, user_uid, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
  );
  const touchCart = db.prepare<[number, number]>("UPDATE carts SET updated_at = ? WHERE id = ?");
  const deleteCart = db.prepare<[number]>("DELETE FROM carts WHERE id = ?");
  const previousAdd = db.prepare<[number, string, string], { responseJson: string }>(
    "SELECT response_json AS responseJson FROM cart_add_requests WHERE cart_id = ? AND caller_uid = ? AND key = ?",
  );
  const insertAdd = db.prepare<[number, string, string, string, number]>(
    "INSERT INTO cart_add_requests (cart_id, caller_uid, key, response_json, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const entries = db.prepare<[string, number], EntryRow>(
    `SELECT e.entry_number AS entryNumber, e.quantity, v.code AS variantCode, p.code AS productCode, p.name, p.shape,
       v.colour, c.name AS colourName, v.size, v.fit, v.stock_level AS stockLevel, p.product_type AS productType,
       vp.std_cents AS stdCents, e.pack_id AS packId, pk.name AS packName, pk.pack_type AS packType, e.bundle_id AS bundleId,
       b.name AS bundleName, b.position AS bundlePosition, e.value_adds_json AS valueAddsJson, e.reason, rr.name AS reasonName,
       e.comments
     FROM cart_entries e
     JOIN variants v ON v.code = e.variant_code
     JOIN products p ON p.code = v.product_code
     JOIN colours c ON c.code = v.colour
     JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = ?
     LEFT JOIN packs pk ON pk.id = e.pack_id
     LEFT JOIN pack_bundles b ON b.id = e.bundle_id
     LEFT JOIN pack_replacement_reasons rr ON rr.code = e.reason
     WHERE e.cart_id = ? ORDER BY e.entry_number`,
  );
  const findVariant = db.prepare<[string], VariantForCart>(
    `SELECT v.code, v.product_code AS productCode, p.name AS productName, p.product_type AS productType, v.stock_level AS stockLevel
     FROM variants v JOIN products p ON p.code = v.product_code WHERE v.code = ?`,
  );
  const productExists = db.prepare<[string], { code: string }>("SELECT code FROM products WHERE code = ?");
  const findEntry = db.prepare<[number, string], { entryNumber: number; quantity: number }>(
    "SELECT entry_number AS entryNumber, quantity FROM cart_entries WHERE cart_id = ? AND variant_code = ? AND pack_id IS NULL",
  );
  const nextEntryNumber = db.prepare<[number], { next: number }>(
    "SELECT COALESCE(MAX(entry_number) + 1, 0) AS next FROM cart_entries WHERE cart_id = ?",
  );
  const insertEntry = db.prepare<[number, number, string, number, number]>(
    "INSERT INTO cart_entries (cart_id, entry_number, variant_code, quantity, added_at) VALUES (?, ?, ?, ?, ?)",
  );
  const updateEntry = db.prepare<[number, number, number]>("UPDATE cart_entries SET quantity = ? WHERE cart_id = ? AND entry_number = ?");
  const clearReview = db.prepare<[number]>("UPDATE carts SET reviewed_at = NULL WHERE id = ?");
  const cartState = db.prepare<[number], CartStateRow>(
    `SELECT c.site, c.user_uid AS ownerUid, o.country, c.reviewed_at AS reviewedAt, c.delivery_address_id AS deliveryAddressId,
       c.delivery_mode AS deliveryMode, dm.name AS deliveryModeName, dm.description AS deliveryModeDescription,
       dm.cost_cents AS deliveryCents, c.cost_centre AS costCentre, cc.name AS costCentreName, c.po_number AS poNumber,
       c.urgent_code AS urgentCode, c.urgent_msg AS urgentMsg, c.payment_type AS paymentType,
       c.payment_info_id AS paymentInfoId, u.enable_taken AS enableTaken, u.guest_email AS guestEmail, u.is_guest AS isGuest,
       u.first_name AS firstName, u.last_name AS lastName
     FROM carts c JOIN users u ON u.uid = c.user_uid JOIN org_units o ON o.uid = u.org_unit
     LEFT JOIN delivery_modes dm ON dm.site = c.site AND dm.code = c.delivery_mode
     LEFT JOIN cost_centres cc ON cc.code = c.cost_centre
     WHERE c.id = ?`,
  );
  const cartVouchers = db.prepare<[number], { code: string; name: string; description: string; discountPercent: number | null; amountCents: number | null }>(
    `SELECT v.code, v.name, v.description, v.discount_percent AS discountPercent, v.amount_cents AS amountCents
     FROM cart_vouchers cv JOIN vouchers v ON v.code = cv.voucher_code WHERE cv.cart_id = ? ORDER BY cv.applied_at, v.code`,
  );
  const sitePromotions = db.prepare<[string], { code: string; description: string; thresholdCents: number; discountPercent: number }>(
    `SELECT code, description, threshold_cents AS thresholdCents, discount_percent AS discountPercent
     FROM order_promotions WHERE site = ? ORDER BY threshold_cents`,
  );
  const valueAddPrices = db.prepare<[], ValueAddPriceRow>("SELECT code, name, price_cents AS priceCents, prompt FROM pack_value_adds");
  const cartPacks = db.prepare<[number], CartPackRow>(
    `SELECT cp.pack_id AS packId, p.name AS packName, p.pack_type AS packType, cp.credit_cents AS creditCents,
       cp.subsidy_cents AS subsidyCents, cp.shipping_cents AS shippingCents
     FROM cart_packs cp JOIN packs p ON p.id = cp.pack_id WHERE cp.cart_id = ? ORDER BY cp.added_at, p.position`,
  );

  /**
   * An entry priced: the unit price is the variant's standard price less the volume discount for the entry's
   * quantity. Pack lines (issue 8): the standard price plus the chosen value-adds, no volume discount, not updateable.
   */
  const priceEntry = (row: EntryRow, tiers: ReturnType<typeof volumeTiers>, prices: PriceContext) => {
    const valueAdds = row.packId === null ? [] : packValueAdds(row.valueAddsJson);
    const unitCents =
      row.packId === null
        ? discountedCents(row.stdCents, volumeDiscount(tiers.get(row.productCode) ?? [], row.quantity))
        : row.stdCents + valueAdds.reduce((sum, va) => sum + va.priceCents, 0);
    const altText = `${row.name} in ${row.colourName}`;
    const packFields =
      row.packId === null
        ? {}
        : {
            pack: {
              packId: row.packId,
              packName: row.packName ?? row.packId,
              packType: row.packType ?? "",
              bundleId: row.bundleId ?? "",
              bundleName: row.bundleName ?? "",
              step: (row.bundlePosition ?? 0) + 1,
            },
            selectedValueAdd: valueAdds.map((va) => ({
              code: va.code,
              name: va.name,
              price: formatPrice(va.priceCents, prices.currency),
              prompts: va.prompt ? [{ prompt1: va.prompt, userEnteredValue: va.userEnteredValue ?? "" }] : [],
            })),
            reasonOfReplacement: row.reason ? { code: row.reason, name: row.reasonName ?? row.reason } : null,
            additionalComments: row.comments,
          };
    return {
      totalCents: unitCents * row.quantity,
      isPackLine: row.packId !== null,
      entry: {
        entryNumber: row.entryNumber,
        quantity: row.quantity,
        updateable: row.packId === null,
        ...packFields,
        basePrice: formatPrice(unitCents, prices.currency),
        totalPrice: formatPrice(unitCents * row.quantity, prices.currency),
        product: {
          code: row.variantCode,
          name: row.name,
          baseProduct: row.productCode,
          url: productUrl(row.productCode, row.name),
          variantOptionQualifiers: [
            { qualifier: "colour", name: "Colour", value: row.colourName },
            { qualifier: "size", name: "Size", value: row.size },
            ...(row.fit ? [{ qualifier: "fit", name: "Fit", value: row.fit }] : []),
          ],
          stock: stockOf(row),
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

  /** The value-adds of a pack line (stored codes and user values), with their names and prices. */
  function packValueAdds(json: string | null) {
    const known = new Map(valueAddPrices.all().map((va) => [va.code, va]));
    const stored = JSON.parse(json ?? "[]") as { code: string; userEnteredValue: string | null }[];
    return stored.flatMap((chosen) => {
      const valueAdd = known.get(chosen.code);
      return valueAdd ? [{ ...valueAdd, userEnteredValue: chosen.userEnteredValue }] : [];
    });
  }

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

    /** `DELETE users/{userId}/carts/{cartId}`: the cart and (cascading) its entries, packs, vouchers and add requests. */
    deleteCart: (cart: CartRow) => {
      deleteCart.run(cart.id);
    },

    findVariant: (code: string) => findVariant.get(code),
    isBaseProduct: (code: string) => productExists.get(code) !== undefined,

    /** Adds units of a variant (to its entry when the cart has one). Returns the entry number and its new quantity. */
    addUnits(cart: CartRow, variantCode: string, quantity: number, now: number) {
      const existing = findEntry.get(cart.id, variantCode);
      touchCart.run(now, cart.id);
      clearReview.run(cart.id);
      if (existing) {
        updateEntry.run(existing.quantity + quantity, cart.id, existing.entryNumber);
        return { entryNumber: existing.entryNumber, quantity: existing.quantity + quantity };
      }
      const entryNumber = nextEntryNumber.get(cart.id)?.next ?? 0;
      insertEntry.run(cart.id, entryNumber, variantCode, quantity, now);
      return { entryNumber, quantity };
    },

    /**
     * The stored answer of an earlier successful add to this cart by this caller with this Idempotency-Key, or null
     * (also without a key). Called in the add's `BEGIN IMMEDIATE` transaction, before anything is added.
     */
    previousAdd(cart: CartRow, callerUid: string, key: string | null): Record<string, unknown> | null {
      if (key === null) return null;
      const previous = previousAdd.get(cart.id, callerUid, key);
      return previous ? (JSON.parse(previous.responseJson) as Record<string, unknown>) : null;
    },

    /** Keeps a successful add's answer for its Idempotency-Key (nothing without a key). */
    recordAdd(cart: CartRow, callerUid: string, key: string | null, response: Record<string, unknown>, now: number) {
      if (key !== null) insertAdd.run(cart.id, callerUid, key, JSON.stringify(response), now);
    },

    /** Units of a variant already in the cart. */
    quantityOf: (cart: CartRow, variantCode: string) => findEntry.get(cart.id, variantCode)?.quantity ?? 0,

    /** Every change of the entries sends the buyer through the review step again. */
    entriesChanged: (cart: CartRow, now: number) => {
      clearReview.run(cart.id);
      touchCart.run(now, cart.id);
    },

    /**
     * The Cart shape (docs/occ-api.md "Issue 5 additions"), priced from the price list now: entries, totals
     * (cart-totals.ts), vouchers, promotions and what checkout has set so far.
     */
    toCart(cart: CartRow, prices: PriceContext) {
      const state = cartState.get(cart.id);
      if (!state) throw new Error(`Cart ${cart.id} not found`);
      const rows = entries.all(prices.priceList, cart.id);
      const tiers = volumeTiers([...new Set(rows.map((row) => row.productCode))]);
      const priced = rows.map((row) => priceEntry(row, tiers, prices));
      const vouchers = cartVouchers.all(cart.id);
      const promotions = sitePromotions.all(state.site);
      const packs = cartPacks.all(cart.id);
      const totals = computeTotals({
        subtotalCents: priced.reduce((sum, entry) => sum + (entry.isPackLine ? 0 : entry.totalCents), 0),
        vouchers,
        promotions,
        deliveryCents: state.deliveryCents ?? 0,
        country: state.country,
        packs: {
          subtotalCents: priced.reduce((sum, entry) => sum + (entry.isPackLine ? entry.totalCents : 0), 0),
          discountCents: packs.reduce((sum, p) => sum + p.creditCents + p.subsidyCents, 0),
          shippingCents: packs.reduce((sum, p) => sum + p.shippingCents, 0),
        },
      });
      const money = (cents: number) => formatPrice(cents, prices.currency);
      const promotionDescription = new Map(promotions.map((p) => [p.code, p.description]));
      const address = state.deliveryAddressId === null ? undefined : addresses.byId(state.deliveryAddressId);
      const payment = state.paymentInfoId === null ? undefined : paymentDetails.byId(state.paymentInfoId);
      const unitCount = rows.reduce((sum, row) => sum + row.quantity, 0);
      return {
        code: cartCode(cart.id),
        guid: cart.guid,
        user: state.isGuest === 1 ? { uid: `${cart.guid}|${state.guestEmail ?? ""}`, name: "Guest" } : { uid: state.ownerUid, name: `${state.firstName} ${state.lastName}` },
        ...(state.isGuest === 1 ? { guestEmail: state.guestEmail } : {}),
        totalItems: rows.length,
        totalUnitCount: unitCount,
        deliveryItemsQuantity: unitCount,
        pickupItemsQuantity: 0,
        net: true,
        entries: priced.map((entry) => entry.entry),
        subTotal: money(totals.subtotalCents),
        totalDiscounts: money(totals.discountCents),
        ...(state.deliveryMode || totals.deliveryCents > 0 ? { deliveryCost: money(totals.deliveryCents) } : {}),
        totalPrice: money(totals.totalCents),
        totalTax: money(totals.taxCents),
        totalPriceWithTax: money(totals.totalWithTaxCents),
        taxRatePercent: totals.taxRatePercent,
        appliedVouchers: vouchers.map((voucher) => {
          const cents = totals.voucherDiscounts.find((d) => d.code === voucher.code)?.cents ?? 0;
          return {
            code: voucher.code,
            voucherCode: voucher.code,
            name: voucher.name,
            description: voucher.description,
            value: voucher.discountPercent ?? (voucher.amountCents ?? 0) / 100,
            valueFormatted: voucher.discountPercent !== null ? `${voucher.discountPercent}%` : money(voucher.amountCents ?? 0).formattedValue,
            appliedValue: money(cents),
            freeShipping: false,
          };
        }),
        appliedOrderPromotions: totals.appliedPromotions.map((p) => ({
          description: promotionDescription.get(p.code) ?? p.code,
          promotion: { code: p.code, description: promotionDescription.get(p.code) ?? p.code },
          discount: money(p.cents),
        })),
        potentialOrderPromotions: totals.potentialPromotions.map((p) => ({
          description: `Spend ${money(p.missingCents).formattedValue} more to get ${promotionDescription.get(p.code) ?? p.code}`,
          promotion: { code: p.code, description: promotionDescription.get(p.code) ?? p.code },
        })),
        appliedProductPromotions: [],
        potentialProductPromotions: [],
        checkoutReviewed: state.reviewedAt !== null,
        ...(address ? { deliveryAddress: toOccAddress(address) } : {}),
        ...(state.deliveryMode
          ? {
              deliveryMode: {
                code: state.deliveryMode,
                name: state.deliveryModeName ?? state.deliveryMode,
                description: state.deliveryModeDescription ?? "",
                deliveryCost: money(state.deliveryCents ?? 0),
              },
            }
          : {}),
        ...(state.costCentre ? { costCenter: { code: state.costCentre, name: state.costCentreName ?? state.costCentre } } : {}),
        ...(state.poNumber ? { purchaseOrderNumber: state.poNumber } : {}),
        ...(state.urgentCode ? { urgentReason: { code: state.urgentCode, msg: state.urgentMsg ?? "" } } : {}),
        ...(state.paymentType ? { paymentType: { code: state.paymentType, displayName: PAYMENT_TYPE_NAMES[state.paymentType] ?? state.paymentType } } : {}),
        ...(payment ? { paymentInfo: payment } : {}),
        enableTaken: state.enableTaken === 1,
        allTaken: priced.length > 0 && priced.every((entry) => entry.isPackLine),
        packs: packs.map((p) => ({
          packId: p.packId,
          packName: p.packName,
          packType: p.packType,
          allocatedCredit: money(p.creditCents),
          appliedSubsidy: money(p.subsidyCents),
          shippingCharge: money(p.shippingCents),
        })),
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
