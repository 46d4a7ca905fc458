import { randomUUID } from "node:crypto";
import { type Db } from "../db";
import { forbidden, invalidParameter, invalidToken, OccError, unknownIdentifier } from "../http/errors";
import { type ApprovalRecords } from "./approval-records";
import { type Caller } from "./caller";
import { type CartAccess, type CartAccessStore, type CartCaller } from "./cart-access";
import { cartCode, type CartStore, MAX_ENTRY_QUANTITY } from "./cart";
import { type Currency, formatPrice } from "./pricing";
import { type FulfilmentStore } from "./fulfilment";
import { type ApprovalRules } from "./approval-rules";

/**
 * Orders (docs/occ-api.md "Issue 5 additions" → "Orders"; docs/checkout.md "Orders"; decision 010): placing an
 * order from a cart exactly once, reading it back, scheduled replenishment and reorder (cartFromOrder).
 *
 * Placing is one SQLite transaction (BEGIN IMMEDIATE). better-sqlite3 is synchronous, so nothing else runs in this
 * process between the idempotency lookup and the insert: of any number of concurrent requests for the same cart or
 * the same Idempotency-Key, the first places the order and every other one finds it and answers it `replayed`.
 * The UNIQUE columns (source cart, placer + key) are the backstop should a second process ever write.
 */

type Cart = ReturnType<CartStore["toCart"]>;
type PriceLike = { value: number } | undefined;

export type OrderOutcome = "serviceUnavailable" | "allocationError";
export const ORDER_OUTCOMES = ["serviceUnavailable", "allocationError"] as const;

export const RECURRENCE_PERIODS = ["DAILY", "WEEKLY", "MONTHLY"] as const;

export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];

export interface ReplenishmentSchedule {
  replenishmentStartDate: string;
  recurrencePeriod: RecurrencePeriod;
  numberOfDays?: number;
  numberOfWeeks?: number;
  nthDayOfMonth?: number;
  /** SAP's weekdays of a weekly schedule (kept by SAP's trigger; the reference backend repeats on the start date's weekday). */
  daysOfWeek?: string[];
}

interface OrderRow {
  id: number;
  code: string;
  guid: string;
  site: string;
  userUid: string;
  placedByUid: string;
  status: string;
  createdAt: number;
  currency: string;
  currencySymbol: string;
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  totalCents: number;
  taxCents: number;
  totalWithTaxCents: number;
  taxRatePercent: number;
  deliveryAddressJson: string;
  deliveryModeCode: string;
  deliveryModeName: string;
  deliveryModeDescription: string;
  costCentreCode: string | null;
  costCentreName: string | null;
  poNumber: string | null;
  urgentCode: string | null;
  urgentMsg: string | null;
  paymentType: string;
  paymentInfoJson: string | null;
  appliedPromotionsJson: string;
  /** Issue 8: the cart's packs (credit, subsidy, shipping) when the order was placed. */
  packsJson: string;
  guestEmail: string | null;
  userName: string;
  userIsGuest: number;
  placedByName: string;
}

interface OrderEntryRow {
  entryNumber: number;
  variantCode: string;
  productCode: string;
  name: string;
  colour: string;
  size: string;
  fit: string | null;
  quantity: number;
  /** Issue 7: the quantity an approver approved (null: not amended). */
  approvedQuantity: number | null;
  unitCents: number;
  lineCents: number;
  productUrl: string;
  imagesJson: string;
  /** Issue 8: a pack line's `pack`, `selectedValueAdd`, `reasonOfReplacement`, `additionalComments`. */
  packJson: string | null;
}

interface ReplenishmentRow {
  id: number;
  code: string;
  site: string;
  userUid: string;
  placedByUid: string;
  active: number;
  createdAt: number;
  firstDate: string;
  recurrencePeriod: RecurrencePeriod;
  numberOfDays: number | null;
  numberOfWeeks: number | null;
  nthDayOfMonth: number | null;
  currency: string;
  currencySymbol: string;
  totalWithTaxCents: number;
  costCentreCode: string | null;
  costCentreName: string | null;
  poNumber: string | null;
  paymentType: string;
  entryCount: number;
}

const PAYMENT_TYPE_NAMES: Record<string, string> = { ACCOUNT: "Account", CARD: "Card" };

/** 'PENDING_APPROVAL' → 'pendingApproval' (SAP's statusDisplay keys). */
export const statusDisplay = (status: string) =>
  status.toLowerCase().replace(/_([a-z])/g, (_match: string, letter: string) => letter.toUpperCase());

const cents = (price: PriceLike) => Math.round((price?.value ?? 0) * 100);

const DAY_MS = 86_400_000;
/** The calendar date (UTC) of an epoch-ms instant, as yyyy-mm-dd. */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How far ahead a replenishment may start. */
export const MAX_REPLENISHMENT_LEAD_DAYS = 365;

const checkoutIncomplete = (what: string) =>
  new OccError(400, [{ type: "CartError", reason: "checkoutIncomplete", message: `The cart is not ready to be ordered: ${what}` }]);

/**
 * What a cart still lacks before it can be ordered (the checkout steps of docs/checkout.md), or null. The review
 * step is this customer's extension (`PUT …/review`): with BACKEND_EXTENSIONS=none (`reviewRequired` false) a stock
 * SAP's checkout has no such step.
 */
export function missingForCheckout(cart: Cart, reviewRequired = true): string | null {
  if (cart.entries.length === 0) return "it has no entries";
  if (reviewRequired && !cart.checkoutReviewed) return "the order has not been reviewed since the entries last changed";
  if (!cart.deliveryAddress) return "no delivery address";
  if (!cart.deliveryMode) return "no delivery mode";
  const payment = cart.paymentType?.code;
  if (payment !== "ACCOUNT" && !(payment === "CARD" && cart.paymentInfo)) return "payment details are not complete";
  return null;
}

/** The human description of a replenishment schedule (ours; docs/checkout.md "Replenishment"). */
export function displayTimeTable(schedule: { recurrencePeriod: RecurrencePeriod; firstDate: string; numberOfDays?: number | null; numberOfWeeks?: number | null; nthDayOfMonth?: number | null }): string {
  const every = (n: number, unit: string) => (n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`);
  switch (schedule.recurrencePeriod) {
    case "DAILY":
      return `${every(schedule.numberOfDays ?? 1, "day")}, starting ${schedule.firstDate}`;
    case "WEEKLY":
      return `${every(schedule.numberOfWeeks ?? 1, "week")}, starting ${schedule.firstDate}`;
    case "MONTHLY":
      return `Day ${schedule.nthDayOfMonth ?? Number(schedule.firstDate.slice(8, 10))} of every month, starting ${schedule.firstDate}`;
  }
}

/** A replenishment schedule's own fields in SAP's ReplenishmentOrderWsDTO (here and in stores/replenishments.ts). */
export function scheduleFields(row: {
  code: string;
  active: number;
  firstDate: string;
  recurrencePeriod: RecurrencePeriod;
  numberOfDays: number | null;
  numberOfWeeks: number | null;
  nthDayOfMonth: number | null;
}) {
  return {
    replenishmentOrderCode: row.code,
    active: row.active === 1,
    firstDate: row.firstDate,
    recurrencePeriod: row.recurrencePeriod,
    ...(row.numberOfDays !== null ? { numberOfDays: row.numberOfDays } : {}),
    ...(row.numberOfWeeks !== null ? { numberOfWeeks: row.numberOfWeeks } : {}),
    ...(row.nthDayOfMonth !== null ? { nthDayOfMonth: row.nthDayOfMonth } : {}),
  };
}

export type OrderStore = ReturnType<typeof orderStore>;

export function orderStore(
  db: Db,
  now: () => number,
  {
    carts,
    access,
    approvals,
    limits,
    fulfilment,
    reviewRequired = true,
  }: { carts: CartStore; access: CartAccessStore; approvals: ApprovalRecords; limits: ApprovalRules; fulfilment: FulfilmentStore; reviewRequired?: boolean },
) {

  const ORDER_SELECT = `SELECT o.id, o.code, o.guid, o.site, o.user_uid AS userUid, o.placed_by_uid AS placedByUid, o.status,
      o.created_at AS createdAt, o.currency, cur.symbol AS currencySymbol, o.subtotal_cents AS subtotalCents,
      o.discount_cents AS discountCents, o.delivery_cents AS deliveryCents, o.total_cents AS totalCents, o.tax_cents AS taxCents,
      o.total_with_tax_cents AS totalWithTaxCents, o.tax_rate_percent AS taxRatePercent,
      o.delivery_address_json AS deliveryAddressJson, o.delivery_mode_code AS deliveryModeCode,
      o.delivery_mode_name AS deliveryModeName, o.delivery_mode_description AS deliveryModeDescription,
      o.cost_centre_code AS costCentreCode, o.cost_centre_name AS costCentreName, o.po_number AS poNumber,
      o.urgent_code AS urgentCode, o.urgent_msg AS urgentMsg, o.payment_type AS paymentType,
      o.payment_info_json AS paymentInfoJson, o.applied_promotions_json AS appliedPromotionsJson, o.packs_json AS packsJson, o.guest_email AS guestEmail,
      u.first_name || ' ' || u.last_name AS userName, u.is_guest AS userIsGuest, p.first_name || ' ' || p.last_name AS placedByName
    FROM orders o JOIN currencies cur ON cur.isocode = o.currency JOIN users u ON u.uid = o.user_uid JOIN users p ON p.uid = o.placed_by_uid`;
  const orderByKey = db.prepare<[string, string, string], OrderRow>(`${ORDER_SELECT} WHERE o.site = ? AND o.placed_by_uid = ? AND o.idempotency_key = ?`);
  const orderBySourceCart = db.prepare<[string, string, string, string, string], OrderRow>(
    `${ORDER_SELECT} WHERE o.site = ? AND (o.source_cart_code = ? OR o.source_cart_guid = ?) AND (o.placed_by_uid = ? OR o.user_uid = ?)`,
  );
  const guestOrderBySourceCart = db.prepare<[string, string], OrderRow>(`${ORDER_SELECT} WHERE o.site = ? AND o.source_cart_guid = ? AND u.is_guest = 1`);
  const orderByCode = db.prepare<[string, string], OrderRow>(`${ORDER_SELECT} WHERE o.site = ? AND o.code = ?`);
  const guestOrderByGuid = db.prepare<[string, string], OrderRow>(`${ORDER_SELECT} WHERE o.site = ? AND o.guid = ? AND u.is_guest = 1`);
  const orderEntries = db.prepare<[number], OrderEntryRow>(
    `SELECT entry_number AS entryNumber, variant_code AS variantCode, product_code AS productCode, name, colour, size, fit, quantity,
       approved_quantity AS approvedQuantity, unit_cents AS unitCents, line_cents AS lineCents, product_url AS productUrl, images_json AS imagesJson, pack_json AS packJson
     FROM order_entries WHERE order_id = ? ORDER BY entry_number`,
  );
  const orderVouchers = db.prepare<[number], { code: string; name: string; description: string; valueFormatted: string; appliedCents: number }>(
    `SELECT voucher_code AS code, name, description, value_formatted AS valueFormatted, applied_cents AS appliedCents
     FROM order_vouchers WHERE order_id = ? ORDER BY rowid`,
  );

  const outcomeFlag = db.prepare<[string, string], { outcome: OrderOutcome }>(
    "SELECT outcome FROM order_outcome_flags WHERE user_uid IN (?, ?) ORDER BY outcome DESC LIMIT 1",
  );
  const cartVoucherLimits = db.prepare<[number], { code: string; maxUses: number | null; usedCount: number }>(
    `SELECT v.code, v.max_uses AS maxUses, v.used_count AS usedCount FROM cart_vouchers cv JOIN vouchers v ON v.code = cv.voucher_code
     WHERE cv.cart_id = ? ORDER BY cv.applied_at, v.code`,
  );
  const useVoucher = db.prepare<[string]>("UPDATE vouchers SET used_count = used_count + 1 WHERE code = ?");
  const takeStock = db.prepare<[number, string, number]>("UPDATE variants SET stock_level = stock_level - ? WHERE code = ? AND stock_level >= ?");
  const cartColumns = db.prepare<[number], { paymentInfoId: number | null; costCentre: string | null; urgentCode: string | null; urgentMsg: string | null }>(
    "SELECT payment_info_id AS paymentInfoId, cost_centre AS costCentre, urgent_code AS urgentCode, urgent_msg AS urgentMsg FROM carts WHERE id = ?",
  );
  const ownerUnit = db.prepare<[string], { orgUnit: string; guestEmail: string | null }>(
    "SELECT org_unit AS orgUnit, guest_email AS guestEmail FROM users WHERE uid = ?",
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (code, guid, site, user_uid, placed_by_uid, org_unit, status, created_at, currency, subtotal_cents, discount_cents,
       delivery_cents, total_cents, tax_cents, total_with_tax_cents, tax_rate_percent, delivery_address_json, delivery_mode_code,
       delivery_mode_name, delivery_mode_description, cost_centre_code, cost_centre_name, po_number, urgent_code, urgent_msg, payment_type,
       payment_info_id, payment_info_json, applied_promotions_json, packs_json, guest_email, source_cart_code, source_cart_guid, idempotency_key)
     VALUES (@code, @guid, @site, @userUid, @placedByUid, @orgUnit, @status, @createdAt, @currency, @subtotalCents, @discountCents,
       @deliveryCents, @totalCents, @taxCents, @totalWithTaxCents, @taxRatePercent, @deliveryAddressJson, @deliveryModeCode,
       @deliveryModeName, @deliveryModeDescription, @costCentreCode, @costCentreName, @poNumber, @urgentCode, @urgentMsg, @paymentType,
       @paymentInfoId, @paymentInfoJson, @appliedPromotionsJson, @packsJson, @guestEmail, @sourceCartCode, @sourceCartGuid, @idempotencyKey)`,
  );
  const nextOrderId = db.prepare<[], { next: number }>("SELECT seq + 1 AS next FROM sqlite_sequence WHERE name = 'orders'");
  const insertEntry = db.prepare(
    `INSERT INTO order_entries (order_id, entry_number, variant_code, product_code, name, colour, size, fit, quantity, stock_taken,
       unit_cents, line_cents, product_url, images_json, pack_json)
     VALUES (@orderId, @entryNumber, @variantCode, @productCode, @name, @colour, @size, @fit, @quantity, @stockTaken, @unitCents,
       @lineCents, @productUrl, @imagesJson, @packJson)`,
  );
  const insertVoucher = db.prepare(
    `INSERT INTO order_vouchers (order_id, voucher_code, name, description, value_formatted, applied_cents)
     VALUES (@orderId, @code, @name, @description, @valueFormatted, @appliedCents)`,
  );
  const insertApproval = db.prepare<[number, string, number, number]>(
    `INSERT INTO order_approvals (order_id, exceeded_limit_json, original_subtotal_cents, original_discount_cents) VALUES (?, ?, ?, ?)`,
  );
  const deleteCart = db.prepare<[number]>("DELETE FROM carts WHERE id = ?");
  const punchOutToken = db.prepare<[string], { n: number }>("SELECT 1 AS n FROM punchout_session_tokens WHERE access_token_hash = ?");
  const moveProxyCart = db.prepare<[number, string, string, string]>(
    "UPDATE proxy_modes SET cart_id = ? WHERE user_uid = ? AND site = ? AND wearer_uid = ?",
  );

  const REPLENISHMENT_SELECT = `SELECT r.id, r.code, r.site, r.user_uid AS userUid, r.placed_by_uid AS placedByUid, r.active,
      r.created_at AS createdAt, r.first_date AS firstDate, r.recurrence_period AS recurrencePeriod, r.number_of_days AS numberOfDays,
      r.number_of_weeks AS numberOfWeeks, r.nth_day_of_month AS nthDayOfMonth, r.currency, cur.symbol AS currencySymbol,
      r.total_with_tax_cents AS totalWithTaxCents, r.cost_centre_code AS costCentreCode, r.cost_centre_name AS costCentreName,
      r.po_number AS poNumber, r.payment_type AS paymentType,
      (SELECT COUNT(*) FROM replenishment_entries e WHERE e.replenishment_id = r.id) AS entryCount
    FROM replenishment_orders r JOIN currencies cur ON cur.isocode = r.currency`;
  const replenishmentByKey = db.prepare<[string, string, string], ReplenishmentRow>(
    `${REPLENISHMENT_SELECT} WHERE r.site = ? AND r.placed_by_uid = ? AND r.idempotency_key = ?`,
  );
  const replenishmentBySourceCart = db.prepare<[string, string, string, string, string], ReplenishmentRow>(
    `${REPLENISHMENT_SELECT} WHERE r.site = ? AND (r.source_cart_code = ? OR r.source_cart_guid = ?) AND (r.placed_by_uid = ? OR r.user_uid = ?)`,
  );
  const replenishmentByCode = db.prepare<[string, string], ReplenishmentRow>(`${REPLENISHMENT_SELECT} WHERE r.site = ? AND r.code = ?`);
  const nextReplenishmentId = db.prepare<[], { next: number }>("SELECT seq + 1 AS next FROM sqlite_sequence WHERE name = 'replenishment_orders'");
  const insertReplenishment = db.prepare(
    `INSERT INTO replenishment_orders (code, site, user_uid, placed_by_uid, org_unit, active, created_at, first_date, recurrence_period,
       number_of_days, number_of_weeks, nth_day_of_month, currency, total_with_tax_cents, delivery_address_json, delivery_mode_code,
       cost_centre_code, cost_centre_name, po_number, payment_type, source_cart_code, source_cart_guid, idempotency_key)
     VALUES (@code, @site, @userUid, @placedByUid, @orgUnit, 1, @createdAt, @firstDate, @recurrencePeriod, @numberOfDays, @numberOfWeeks,
       @nthDayOfMonth, @currency, @totalWithTaxCents, @deliveryAddressJson, @deliveryModeCode, @costCentreCode, @costCentreName, @poNumber,
       @paymentType, @sourceCartCode, @sourceCartGuid, @idempotencyKey)`,
  );
  const insertReplenishmentEntry = db.prepare(
    `INSERT INTO replenishment_entries (replenishment_id, entry_number, variant_code, quantity, unit_cents)
     VALUES (@replenishmentId, @entryNumber, @variantCode, @quantity, @unitCents)`,
  );

  const proxyCartOf = db.prepare<[string, string], { cartId: number }>("SELECT cart_id AS cartId FROM proxy_modes WHERE user_uid = ? AND site = ?");
  /** The OCC Order shape (docs/occ-api.md "Orders"). */
  function toOrder(row: OrderRow, { replayed = false }: { replayed?: boolean } = {}) {
    const currency: Currency = { isocode: row.currency, symbol: row.currencySymbol };
    const money = (amount: number) => formatPrice(amount, currency);
    // Issue 7: orders held for approval carry `approval`, and their entries the approved quantity.
    const approval = approvals.of(row.id);
    // Issue 23: consignments, cancelled / cancellable / returnable quantities and the order's flags (stores/fulfilment.ts).
    const facts = fulfilment.orderFacts(row.id);
    const entries = orderEntries.all(row.id).map((entry) => ({
      entryNumber: entry.entryNumber,
      quantity: entry.quantity,
      ...facts.entries.get(entry.entryNumber),
      ...(approval ? { approvedQuantity: entry.approvedQuantity ?? entry.quantity } : {}),
      updateable: false,
      ...(entry.packJson ? (JSON.parse(entry.packJson) as Record<string, unknown>) : {}),
      basePrice: money(entry.unitCents),
      totalPrice: money(entry.lineCents),
      product: {
        code: entry.variantCode,
        name: entry.name,
        baseProduct: entry.productCode,
        url: entry.productUrl,
        images: JSON.parse(entry.imagesJson) as unknown[],
        variantOptionQualifiers: [
          { qualifier: "colour", name: "Colour", value: entry.colour },
          { qualifier: "size", name: "Size", value: entry.size },
          ...(entry.fit ? [{ qualifier: "fit", name: "Fit", value: entry.fit }] : []),
        ],
      },
    }));
    const guest = row.userIsGuest === 1;
    return {
      code: row.code,
      guid: row.guid,
      status: row.status,
      statusDisplay: statusDisplay(row.status),
      created: new Date(row.createdAt).toISOString(),
      user: guest ? { uid: row.guestEmail ?? row.userUid, name: "Guest" } : { uid: row.userUid, name: row.userName },
      ...(row.placedByUid !== row.userUid ? { placedBy: { uid: row.placedByUid, name: row.placedByName } } : {}),
      guestCustomer: guest,
      ...(guest ? { guestEmail: row.guestEmail } : {}),
      entries,
      totalItems: entries.length,
      totalUnitCount: entries.reduce((sum, entry) => sum + (entry.approvedQuantity ?? entry.quantity), 0),
      net: true,
      subTotal: money(row.subtotalCents),
      totalDiscounts: money(row.discountCents),
      deliveryCost: money(row.deliveryCents),
      totalPrice: money(row.totalCents),
      totalTax: money(row.taxCents),
      totalPriceWithTax: money(row.totalWithTaxCents),
      taxRatePercent: row.taxRatePercent,
      appliedVouchers: orderVouchers.all(row.id).map((voucher) => ({
        code: voucher.code,
        voucherCode: voucher.code,
        name: voucher.name,
        description: voucher.description,
        valueFormatted: voucher.valueFormatted,
        appliedValue: money(voucher.appliedCents),
      })),
      appliedOrderPromotions: JSON.parse(row.appliedPromotionsJson) as unknown[],
      ...(row.packsJson !== "[]" ? { packs: JSON.parse(row.packsJson) as unknown[] } : {}),
      deliveryAddress: JSON.parse(row.deliveryAddressJson) as unknown,
      deliveryMode: {
        code: row.deliveryModeCode,
        name: row.deliveryModeName,
        description: row.deliveryModeDescription,
        deliveryCost: money(row.deliveryCents),
      },
      ...(row.costCentreCode ? { costCenter: { code: row.costCentreCode, name: row.costCentreName ?? row.costCentreCode } } : {}),
      ...(row.poNumber ? { purchaseOrderNumber: row.poNumber } : {}),
      ...(row.urgentCode ? { urgentReason: { code: row.urgentCode, msg: row.urgentMsg ?? "" } } : {}),
      paymentType: { code: row.paymentType, displayName: PAYMENT_TYPE_NAMES[row.paymentType] ?? row.paymentType },
      ...(row.paymentInfoJson ? { paymentInfo: JSON.parse(row.paymentInfoJson) as unknown } : {}),
      waveServiceUnavailable: false,
      waveProductAvailabilityErrorMessage: null,
      updateAllocationError: false,
      ...(approval ? { approval } : {}),
      ...facts.order,
      // A guest has no account pages to amend from (and no buyer amendment: stores/order-amendments.ts).
      ...(guest ? { amendable: false } : {}),
      ...(replayed ? { replayed: true } : {}),
    };
  }

  function toReplenishment(row: ReplenishmentRow, { replayed = false }: { replayed?: boolean } = {}) {
    return {
      ...scheduleFields(row),
      trigger: { displayTimeTable: displayTimeTable(row) },
      created: new Date(row.createdAt).toISOString(),
      totalItems: row.entryCount,
      totalPriceWithTax: formatPrice(row.totalWithTaxCents, { isocode: row.currency, symbol: row.currencySymbol }),
      ...(row.costCentreCode ? { costCenter: { code: row.costCentreCode, name: row.costCentreName ?? row.costCentreCode } } : {}),
      ...(row.poNumber ? { purchaseOrderNumber: row.poNumber } : {}),
      paymentType: { code: row.paymentType, displayName: PAYMENT_TYPE_NAMES[row.paymentType] ?? row.paymentType },
      ...(replayed ? { replayed: true } : {}),
    };
  }

  /**
   * Who places (signed-in caller or guest) and, when the request is a repeat, the order it already made:
   * the same placer + Idempotency-Key, or a cartId whose cart already became this user's order.
   */
  function findPrevious<Row>(
    from: Caller,
    cartId: string,
    key: string | null,
    lookups: {
      byKey: (site: string, placer: string, key: string) => Row | undefined;
      bySourceCart: (site: string, cartId: string, uid: string) => Row | undefined;
      guestBySourceCart?: (site: string, guid: string) => Row | undefined;
    },
  ): { previous: Row } | { previous: null; caller: CartCaller | null } {
    const site = from.site.uid;
    if (from.userId === "anonymous") {
      if (!from.auth) throw invalidToken("Invalid access token: anonymous orders need a bearer token");
      if (!lookups.guestBySourceCart) throw forbidden("Anonymous users cannot do this");
      const previous = lookups.guestBySourceCart(site, cartId);
      return previous ? { previous } : { previous: null, caller: null };
    }
    const caller = access.signedInCaller(from);
    const byKey = key === null ? undefined : lookups.byKey(site, caller.actingUid, key);
    if (byKey) return { previous: byKey };
    const bySource = cartId === "current" ? undefined : lookups.bySourceCart(site, cartId, caller.actingUid);
    if (bySource) return { previous: bySource };
    return { previous: null, caller };
  }

  /** The cart to order, priced, checked to be complete. */
  function readyCart(from: Caller, cartId: string): { cartAccess: CartAccess; cart: Cart } {
    const resolved = access.resolve(from, { cartId });
    const cart = carts.toCart(resolved.cart, resolved.prices);
    const missing = missingForCheckout(cart, reviewRequired);
    if (missing) throw checkoutIncomplete(missing);
    return { cartAccess: resolved, cart };
  }

  /** Entries of stocked products (type S) asking for more than is left: the availability message, or null. */
  function availabilityProblem(cart: Cart): string | null {
    const short: string[] = [];
    for (const entry of cart.entries) {
      const variant = carts.findVariant(entry.product.code);
      if (!variant || variant.productType !== "S") continue;
      if (entry.quantity > variant.stockLevel) {
        short.push(
          variant.stockLevel === 0
            ? `${variant.productName} (${variant.code}) is out of stock`
            : `${variant.productName} (${variant.code}): only ${variant.stockLevel} left, ${entry.quantity} in your cart`,
        );
      }
    }
    return short.length === 0 ? null : `Some items are not available in the quantity ordered: ${short.join("; ")}. Please update your cart.`;
  }

  /** One voucher use per order; a voucher used up since it was applied stops the order. */
  function redeemVouchers(cartId: number) {
    for (const voucher of cartVoucherLimits.all(cartId)) {
      if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses) {
        throw new OccError(400, [
          { type: "VoucherOperationError", reason: "exceeded", subject: voucher.code, message: "This coupon has exceeded the number of times it can be used" },
        ]);
      }
      useVoucher.run(voucher.code);
    }
  }

  /** Takes the stocked entries off stock; returns how much each entry (by entry number) took, for `stock_taken`. */
  function takeEntriesFromStock(cart: Cart): Map<number, number> {
    const taken = new Map<number, number>();
    for (const entry of cart.entries) {
      const variant = carts.findVariant(entry.product.code);
      if (!variant || variant.productType !== "S") continue;
      // Checked just before in the same transaction; the guard in the WHERE clause makes a short stock impossible.
      if (takeStock.run(entry.quantity, variant.code, entry.quantity).changes !== 1) {
        throw new Error(`Stock of ${variant.code} changed during the order transaction`);
      }
      taken.set(entry.entryNumber, entry.quantity);
    }
    return taken;
  }

  /** After a proxy order the wearer's cart is gone: proxy mode goes on with a new, empty cart for the wearer. */
  function renewProxyCart(placed: CartAccess) {
    if (placed.guest || placed.ownerUid === placed.actingUid) return;
    const fresh = carts.openCart(placed.site.uid, placed.ownerUid, now());
    moveProxyCart.run(fresh.id, placed.actingUid, placed.site.uid, placed.ownerUid);
  }

  return {
    toOrder,
    toReplenishment,
    /** The order `code` of the site, whoever owns it (callers check who may see it). */
    findByCode: (site: string, code: string) => orderByCode.get(site, code),

    /**
     * `POST {scope}/{userId}/orders?cartId=` — call inside `db.transaction(...).immediate()`. Returns the order
     * (201), a replay (200) or a failure outcome body (200, nothing stored, cart kept).
     */
    place(from: Caller, cartId: string, key: string | null, { customerOutcomes = true }: { customerOutcomes?: boolean } = {}):
      | { status: 201 | 200; body: ReturnType<typeof toOrder> }
      | { status: 200; body: { waveServiceUnavailable: true } | { updateAllocationError: true } | { waveProductAvailabilityErrorMessage: string } } {
      const found = findPrevious<OrderRow>(from, cartId, key, {
        byKey: (site, placer, k) => orderByKey.get(site, placer, k),
        bySourceCart: (site, id, uid) => orderBySourceCart.get(site, id, id, uid, uid),
        guestBySourceCart: (site, guid) => guestOrderBySourceCart.get(site, guid),
      });
      if (found.previous) return { status: 200, body: toOrder(found.previous, { replayed: true }) };
      const { cartAccess: placed, cart } = readyCart(from, cartId);
      // Guests: the key belongs to the guest the cart names (known only now).
      if (placed.guest && key !== null) {
        const byKey = orderByKey.get(placed.site.uid, placed.actingUid, key);
        if (byKey) return { status: 200, body: toOrder(byKey, { replayed: true }) };
      }

      // This customer's outcomes (spec part 2 §3 "Place-order response"); a stock SAP has none of them.
      if (customerOutcomes) {
        const flag = outcomeFlag.get(placed.actingUid, placed.ownerUid)?.outcome;
        if (flag === "serviceUnavailable") return { status: 200, body: { waveServiceUnavailable: true } };
        if (flag === "allocationError") return { status: 200, body: { updateAllocationError: true } };
      }
      const shortage = availabilityProblem(cart);
      if (shortage) {
        if (customerOutcomes) return { status: 200, body: { waveProductAvailabilityErrorMessage: shortage } };
        // Stock SAP refuses an order whose stock ran out with a 400 InsufficientStockError.
        throw new OccError(400, [{ type: "InsufficientStockError", message: shortage }]);
      }

      const stockTaken = takeEntriesFromStock(cart);
      redeemVouchers(placed.cart.id);

      const columns = cartColumns.get(placed.cart.id);
      const owner = ownerUnit.get(placed.ownerUid);
      // Issue 7 / 27: an order that breaks one of the placer's purchase limits (per order, per period, budget exceeded:
      // the one rule engine, stores/approval-rules.ts) is held for approval (guests have no limits).
      const exceeded = placed.guest
        ? null
        : limits.evaluate({
            placerUid: placed.actingUid,
            currency: placed.prices.currency.isocode,
            totalCents: cents(cart.totalPriceWithTax),
            at: now(),
            costCentreCode: cart.costCenter?.code ?? null,
          });
      const id = nextOrderId.get()?.next ?? 30_000_001;
      const code = String(id);
      const orderId = Number(
        insertOrder.run({
          code,
          guid: randomUUID(),
          site: placed.site.uid,
          userUid: placed.ownerUid,
          placedByUid: placed.actingUid,
          orgUnit: owner?.orgUnit ?? "",
          status: exceeded ? "PENDING_APPROVAL" : "CREATED",
          createdAt: now(),
          currency: placed.prices.currency.isocode,
          subtotalCents: cents(cart.subTotal),
          discountCents: cents(cart.totalDiscounts),
          deliveryCents: cents(cart.deliveryCost),
          totalCents: cents(cart.totalPrice),
          taxCents: cents(cart.totalTax),
          totalWithTaxCents: cents(cart.totalPriceWithTax),
          taxRatePercent: cart.taxRatePercent,
          deliveryAddressJson: JSON.stringify(cart.deliveryAddress),
          deliveryModeCode: cart.deliveryMode?.code ?? "",
          deliveryModeName: cart.deliveryMode?.name ?? "",
          deliveryModeDescription: cart.deliveryMode?.description ?? "",
          costCentreCode: cart.costCenter?.code ?? null,
          costCentreName: cart.costCenter?.name ?? null,
          poNumber: cart.purchaseOrderNumber ?? null,
          urgentCode: columns?.urgentCode ?? null,
          urgentMsg: columns?.urgentMsg ?? null,
          paymentType: cart.paymentType?.code ?? "ACCOUNT",
          paymentInfoId: cart.paymentType?.code === "CARD" ? (columns?.paymentInfoId ?? null) : null,
          paymentInfoJson: cart.paymentType?.code === "CARD" && cart.paymentInfo ? JSON.stringify(cart.paymentInfo) : null,
          appliedPromotionsJson: JSON.stringify(cart.appliedOrderPromotions),
          packsJson: JSON.stringify(cart.packs),
          guestEmail: placed.guest ? (owner?.guestEmail ?? null) : null,
          sourceCartCode: cartCode(placed.cart.id),
          sourceCartGuid: placed.cart.guid,
          idempotencyKey: key,
        }).lastInsertRowid,
      );
      if (orderId !== id) throw new Error(`Order id ${orderId} is not the expected ${id}`);
      // Issue 23: how the order came in (proxy mode, a punch-out session) and when the fulfilment clock picks it up.
      const channel = placed.ownerUid !== placed.actingUid ? "proxy" : from.auth && punchOutToken.get(from.auth.accessTokenHash) ? "punchout" : "web";
      fulfilment.placed(orderId, { channel, status: exceeded ? "PENDING_APPROVAL" : "CREATED", at: now() });
      if (exceeded) insertApproval.run(orderId, JSON.stringify(exceeded), cents(cart.subTotal), cents(cart.totalDiscounts));
      for (const entry of cart.entries) {
        const qualifier = (name: string) => entry.product.variantOptionQualifiers.find((q) => q.qualifier === name)?.value ?? null;
        insertEntry.run({
          orderId,
          entryNumber: entry.entryNumber,
          variantCode: entry.product.code,
          productCode: entry.product.baseProduct,
          name: entry.product.name,
          colour: qualifier("colour") ?? "",
          size: qualifier("size") ?? "",
          fit: qualifier("fit"),
          quantity: entry.quantity,
          stockTaken: stockTaken.get(entry.entryNumber) ?? 0,
          unitCents: cents(entry.basePrice),
          lineCents: cents(entry.totalPrice),
          productUrl: entry.product.url,
          imagesJson: JSON.stringify(entry.product.images),
          packJson:
            "pack" in entry
              ? JSON.stringify({
                  pack: entry.pack,
                  selectedValueAdd: entry.selectedValueAdd,
                  reasonOfReplacement: entry.reasonOfReplacement,
                  additionalComments: entry.additionalComments,
                })
              : null,
        });
      }
      for (const voucher of cart.appliedVouchers) {
        insertVoucher.run({
          orderId,
          code: voucher.code,
          name: voucher.name,
          description: voucher.description,
          valueFormatted: voucher.valueFormatted,
          appliedCents: cents(voucher.appliedValue),
        });
      }
      deleteCart.run(placed.cart.id);
      renewProxyCart(placed);
      const row = orderByCode.get(placed.site.uid, code);
      if (!row) throw new Error(`Order ${code} vanished`);
      return { status: 201, body: toOrder(row) };
    },

    /** `GET {scope}/{userId}/orders/{code}`: the caller's own orders and the orders they placed; guests by guid. */
    read(from: Caller, code: string) {
      const site = from.site.uid;
      const notFound = () => unknownIdentifier(`Order with code '${code.slice(0, 64)}' not found`);
      if (from.userId === "anonymous") {
        if (!from.auth) throw invalidToken("Invalid access token: anonymous orders need a bearer token");
        const row = guestOrderByGuid.get(site, code);
        if (!row) throw notFound();
        return toOrder(row);
      }
      const caller = access.signedInCaller(from);
      const row = orderByCode.get(site, code);
      if (!row || (row.userUid !== caller.actingUid && row.placedByUid !== caller.actingUid)) throw notFound();
      return toOrder(row);
    },

    /** `POST {scope}/{userId}/replenishmentOrders?cartId=` — call inside an immediate transaction. */
    scheduleReplenishment(from: Caller, cartId: string, key: string | null, schedule: ReplenishmentSchedule) {
      if (from.userId === "anonymous") throw forbidden("Guests cannot schedule replenishment orders");
      const found = findPrevious<ReplenishmentRow>(from, cartId, key, {
        byKey: (site, placer, k) => replenishmentByKey.get(site, placer, k),
        bySourceCart: (site, id, uid) => replenishmentBySourceCart.get(site, id, id, uid, uid),
      });
      if (found.previous) return { status: 200 as const, body: toReplenishment(found.previous, { replayed: true }) };
      const today = isoDate(now());
      const latest = isoDate(now() + MAX_REPLENISHMENT_LEAD_DAYS * DAY_MS);
      if (schedule.replenishmentStartDate < today) {
        throw invalidParameter("replenishmentStartDate", `The first date must be today (${today}) or later`);
      }
      if (schedule.replenishmentStartDate > latest) {
        throw invalidParameter("replenishmentStartDate", `The first date must be within ${MAX_REPLENISHMENT_LEAD_DAYS} days (${latest} at the latest)`);
      }
      const { cartAccess: placed, cart } = readyCart(from, cartId);
      if (cart.paymentType?.code !== "ACCOUNT") {
        throw invalidParameter("paymentType", "Scheduled replenishment needs account payment");
      }
      const owner = ownerUnit.get(placed.ownerUid);
      const columns = cartColumns.get(placed.cart.id);
      const code = String(nextReplenishmentId.get()?.next ?? 50_000_001);
      const period = schedule.recurrencePeriod;
      const replenishmentId = Number(
        insertReplenishment.run({
          code,
          site: placed.site.uid,
          userUid: placed.ownerUid,
          placedByUid: placed.actingUid,
          orgUnit: owner?.orgUnit ?? "",
          createdAt: now(),
          firstDate: schedule.replenishmentStartDate,
          recurrencePeriod: period,
          numberOfDays: period === "DAILY" ? (schedule.numberOfDays ?? 1) : null,
          numberOfWeeks: period === "WEEKLY" ? (schedule.numberOfWeeks ?? 1) : null,
          nthDayOfMonth: period === "MONTHLY" ? (schedule.nthDayOfMonth ?? Number(schedule.replenishmentStartDate.slice(8, 10))) : null,
          currency: placed.prices.currency.isocode,
          totalWithTaxCents: cents(cart.totalPriceWithTax),
          deliveryAddressJson: JSON.stringify(cart.deliveryAddress),
          deliveryModeCode: cart.deliveryMode?.code ?? "",
          costCentreCode: columns?.costCentre ?? null,
          costCentreName: cart.costCenter?.name ?? null,
          poNumber: cart.purchaseOrderNumber ?? null,
          paymentType: "ACCOUNT",
          sourceCartCode: cartCode(placed.cart.id),
          sourceCartGuid: placed.cart.guid,
          idempotencyKey: key,
        }).lastInsertRowid,
      );
      if (String(replenishmentId) !== code) throw new Error(`Replenishment id ${replenishmentId} is not the expected ${code}`);
      for (const entry of cart.entries) {
        insertReplenishmentEntry.run({
          replenishmentId,
          entryNumber: entry.entryNumber,
          variantCode: entry.product.code,
          quantity: entry.quantity,
          unitCents: cents(entry.basePrice),
        });
      }
      deleteCart.run(placed.cart.id);
      renewProxyCart(placed);
      const row = replenishmentByCode.get(placed.site.uid, code);
      if (!row) throw new Error(`Replenishment ${code} vanished`);
      return { status: 201 as const, body: toReplenishment(row) };
    },

    /**
     * `POST orgUsers/{userId}/cartFromOrder?orderCode=` — call inside a transaction. Adds the order's entries to the
     * caller's cart (created when missing, as SAP makes one; the proxy cart while proxy mode is on), each as far as
     * stock and the 999-unit limit allow: `success` (all), `lowStock` (some), `noStock` (none).
     */
    cartFromOrder(from: Caller, orderCode: string) {
      if (from.userId === "anonymous") throw forbidden("Guests cannot reorder");
      const caller = access.signedInCaller(from);
      const row = orderByCode.get(caller.site.uid, orderCode);
      if (!row || (row.userUid !== caller.actingUid && row.placedByUid !== caller.actingUid)) {
        throw unknownIdentifier(`Order with code '${orderCode.slice(0, 64)}' not found`);
      }
      const proxyCart = proxyCartOf.get(caller.actingUid, caller.site.uid);
      const target = access.resolve(from, proxyCart ? { cartId: cartCode(proxyCart.cartId) } : { cartId: "current", create: true });
      const modifications = orderEntries.all(row.id).map((entry) => {
        const variant = carts.findVariant(entry.variantCode);
        const inCart = carts.quantityOf(target.cart, entry.variantCode);
        const room = Math.max(0, MAX_ENTRY_QUANTITY - inCart);
        const inStock = !variant ? 0 : variant.productType === "S" ? Math.max(0, variant.stockLevel - inCart) : Number.POSITIVE_INFINITY;
        const quantityAdded = Math.min(entry.quantity, room, inStock);
        const statusCode = quantityAdded === entry.quantity ? "success" : quantityAdded === 0 ? "noStock" : "lowStock";
        if (quantityAdded === 0 || !variant) {
          return { statusCode, quantity: inCart, quantityAdded: 0, entry: { quantity: inCart, product: { code: entry.variantCode, name: entry.name } } };
        }
        const added = carts.addUnits(target.cart, variant.code, quantityAdded, now());
        return { statusCode, quantity: added.quantity, quantityAdded, entry: carts.entry(target.cart, added.entryNumber, target.prices) };
      });
      return { cartModifications: modifications };
    },
  };
}
