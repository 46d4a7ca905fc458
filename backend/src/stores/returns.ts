/**
 * Returns and exchanges (issue 24; docs/returns.md). Stock SAP Commerce 2211 OrderReturnsController:
 * `POST users/{u}/orderReturns` (ReturnRequestEntryInputListWsDTO), `GET users/{u}/orderReturns` (ReturnRequestList),
 * `GET users/{u}/orderReturns/{rma}` (ReturnRequest), `PATCH users/{u}/orderReturns/{rma}` `{status:"CANCELLING"}`.
 * Extensions: `GET orgUsers/{u}/orders/{code}/returnData`, `POST orgUsers/{u}/orderReturns/price`, the list filters,
 * and the wholesale return threshold requests (`orgUsers/{u}/returnThresholdRequests`).
 *
 * Rules (the route opens one IMMEDIATE transaction around every write):
 * - the caller's own (or placed) order only, else 400 UnknownIdentifierError;
 * - at least one entry, no entry twice, quantity 1..returnable (delivered within RETURN_WINDOW_DAYS − already
 *   returned or requested, stores/fulfilment.ts `orderFacts` — the one definition, also on the Order);
 * - the pack rule (`isExchangeOnly`): compulsory and new-starter pack entries can only be exchanged, and only for a
 *   reason allowed for pack items (WRONG_SIZE, FAULTY, WRONG_ITEM);
 * - an exchange names one of the entry's exchange options (`exchangeOptionsOf`: another in-stock variant of the same
 *   base product) with the quantity in stock; it refunds nothing and creates one replacement order (channel 'web',
 *   source cart `RMA-{rma}`) that takes the stock and charges any exchange difference;
 * - wholesale: returns only (no exchange); more units than the organisation's return threshold make a PENDING return
 *   threshold request that an approver of the store (its unit or an ancestor) accepts (→ APPROVING) or declines
 *   (→ CANCELED);
 * - refunds: stores/return-pricing.ts (one pricing function for the price call, the created return and the seed);
 * - a replayed Idempotency-Key answers the first request's return and changes nothing.
 *
 * The lazy clock (`advanceDue`, run before every returns request) moves APPROVAL_PENDING → APPROVING → WAIT →
 * RECEIVING → RECEIVED → REVERSING_PAYMENT → PAYMENT_REVERSED → COMPLETED at RETURN_FLOW's times; CANCELLING →
 * CANCELED at once; a return waiting for its threshold request does not move.
 */
import { randomUUID } from "node:crypto";
import { type Db } from "../db";
import { invalidParameter, OccError, unknownIdentifier } from "../http/errors";
import { pagination } from "../http/validation";
import { type FulfilmentStore } from "./fulfilment";
import { ownOrderFinder } from "./order-cancellations";
import { nextDay, startOfStoreDay } from "./order-history";
import { formatPrice } from "./pricing";
import { type OrderPricingFacts, priceReturnLine, sumPriced } from "./return-pricing";
import { type SqlParams, whereClause } from "./where-clause";

export const RETURN_STATUSES = [
  "APPROVAL_PENDING",
  "CANCELED",
  "CANCELLING",
  "WAIT",
  "RECEIVED",
  "RECEIVING",
  "APPROVING",
  "REVERSING_PAYMENT",
  "PAYMENT_REVERSED",
  "PAYMENT_REVERSAL_FAILED",
  "REVERSING_TAX",
  "TAX_REVERSED",
  "TAX_REVERSAL_FAILED",
  "COMPLETED",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The clock's happy path: each status and how long it stays before the next. */
export const RETURN_FLOW: readonly { status: ReturnStatus; staysMs: number | null }[] = [
  { status: "APPROVAL_PENDING", staysMs: HOUR },
  { status: "APPROVING", staysMs: 30 * MINUTE },
  { status: "WAIT", staysMs: 24 * HOUR },
  { status: "RECEIVING", staysMs: 2 * HOUR },
  { status: "RECEIVED", staysMs: HOUR },
  { status: "REVERSING_PAYMENT", staysMs: HOUR },
  { status: "PAYMENT_REVERSED", staysMs: HOUR },
  { status: "COMPLETED", staysMs: null },
];
const staysOf = (status: ReturnStatus): number | null => RETURN_FLOW.find((step) => step.status === status)?.staysMs ?? null;
const nextOf = (status: ReturnStatus): ReturnStatus | null => {
  const index = RETURN_FLOW.findIndex((step) => step.status === status);
  return index >= 0 && index < RETURN_FLOW.length - 1 ? (RETURN_FLOW[index + 1]?.status ?? null) : null;
};
/** The happy path from APPROVAL_PENDING up to `status` (seeds write these as the history). */
export function flowUpTo(status: ReturnStatus): ReturnStatus[] {
  const index = RETURN_FLOW.findIndex((step) => step.status === status);
  return index < 0 ? ["APPROVAL_PENDING", status] : RETURN_FLOW.slice(0, index + 1).map((step) => step.status);
}
/** A buyer may cancel while these hold (SAP's `cancellable`); a PENDING threshold request may be withdrawn too. */
export const CANCELLABLE_RETURN_STATUSES: ReadonlySet<string> = new Set(["APPROVAL_PENDING", "WAIT"]);
const PACK_TYPES_EXCHANGE_ONLY: ReadonlySet<string> = new Set(["COMPULSORY", "NEW_STARTER"]);
/** The pack rule (spec part 1 §8): compulsory and new-starter pack items can only be exchanged. */
export const isExchangeOnly = (packType: string | null): boolean => packType !== null && PACK_TYPES_EXCHANGE_ONLY.has(packType);
export const PACK_RETURNS_NOTICE = "Returns are not accepted for products in this pack.";
export const PACK_REASON_MESSAGE = "Pack items can only be exchanged for incorrect sizing, a faulty item or an incorrect shipment";
/** Decision comments: at most this many characters (spec part 2: approval comment max 255). */
export const THRESHOLD_COMMENT_MAX = 255;

/** Where parcels go back to: the warehouse of the order's country (an NZ warehouse for NZ organisations). */
export const RETURN_WAREHOUSES: Record<string, { name: string; line1: string; line2?: string; town: string; postalCode: string; region?: { isocode: string; name: string }; country: { isocode: string; name: string } }> = {
  AU: {
    name: "Uniform Returns — Sydney DC",
    line1: "Unit 4, 18 Distribution Drive",
    town: "Eastern Creek",
    postalCode: "2766",
    region: { isocode: "AU-NSW", name: "New South Wales" },
    country: { isocode: "AU", name: "Australia" },
  },
  NZ: {
    name: "Uniform Returns — Auckland DC",
    line1: "22 Freight Place",
    line2: "Airport Oaks",
    town: "Auckland",
    postalCode: "2022",
    country: { isocode: "NZ", name: "New Zealand" },
  },
};

export interface ReturnEntryInput {
  orderEntryNumber: number;
  quantity: number;
  reasonCode?: string | undefined;
  exchangeVariantCode?: string | undefined;
}

/** The list's extension filters (yyyy-mm-dd days, inclusive, in the store's time zone). */
export interface ReturnListFilters {
  statuses?: ReturnStatus[] | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

interface ReturnRow {
  id: number;
  rma: string;
  orderId: number;
  orderCode: string;
  site: string;
  siteType: string;
  requestedBy: string;
  requesterName: string;
  status: ReturnStatus;
  createdAt: number;
  statusAt: number;
  nextAt: number | null;
  refundCents: number;
  subtotalCents: number;
  packCreditCents: number;
  taxCents: number;
  exchangeDifferenceCents: number;
  replacementCode: string | null;
  currency: string;
  symbol: string;
  orgUnit: string;
  orgUnitName: string | null;
  unitCountry: string | null;
  deliveryAddressJson: string | null;
}

/** An order entry's product and price, as a return entry and a returnable line both read it. */
interface LineFields {
  entryNumber: number;
  variantCode: string;
  productCode: string;
  name: string;
  colour: string;
  size: string;
  fit: string | null;
  unitCents: number;
  imagesJson: string;
}

interface EntryRow extends LineFields {
  kind: "RETURN" | "EXCHANGE";
  quantity: number;
  reasonCode: string | null;
  reasonName: string | null;
  exchangeVariantCode: string | null;
  exchangeColour: string | null;
  exchangeSize: string | null;
  exchangeFit: string | null;
  refundCents: number;
  packCreditCents: number;
  exchangeDifferenceCents: number;
  orderedQuantity: number;
  productUrl: string;
}

interface OrderLine extends LineFields {
  quantity: number;
  lineCents: number;
  packJson: string | null;
  packId: string | null;
  packName: string | null;
  packType: string | null;
}

interface ThresholdRow {
  returnId: number;
  rma: string;
  status: "PENDING" | "ACCEPTED" | "DECLINED";
  createdAt: number;
  orderCode: string;
  storeUnit: string;
  storeName: string;
  requestedBy: string;
  requesterName: string;
  totalQuantity: number;
  threshold: number;
  refundCents: number;
  currency: string;
  symbol: string;
  decidedBy: string | null;
  deciderName: string | null;
  decidedAt: number | null;
  comment: string | null;
  returnStatus: ReturnStatus;
}

const invalid = (subject: string, message: string) => invalidParameter(subject, message);
const iso = (at: number) => new Date(at).toISOString();

export function returnsStore(db: Db, now: () => number, { fulfilment }: { fulfilment: FulfilmentStore }) {
  const orders = ownOrderFinder(db);
  const reasons = db.prepare<[], { code: string; name: string; allowedForPack: number }>(
    "SELECT code, name, allowed_for_pack AS allowedForPack FROM return_reasons ORDER BY sort, code",
  );
  const selectReturn = `SELECT r.id, r.rma, r.order_id AS orderId, o.code AS orderCode, r.site, bs.site_type AS siteType,
       r.requested_by AS requestedBy, TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')) AS requesterName, r.status,
       r.created_at AS createdAt, r.status_at AS statusAt, r.next_at AS nextAt, r.refund_cents AS refundCents, r.subtotal_cents AS subtotalCents,
       r.pack_credit_cents AS packCreditCents, r.tax_cents AS taxCents, r.exchange_difference_cents AS exchangeDifferenceCents,
       ro.code AS replacementCode, o.currency, c.symbol, o.org_unit AS orgUnit, ou.name AS orgUnitName, ou.country AS unitCountry,
       o.delivery_address_json AS deliveryAddressJson
     FROM return_requests r JOIN orders o ON o.id = r.order_id JOIN currencies c ON c.isocode = o.currency
     JOIN base_sites bs ON bs.uid = r.site LEFT JOIN users u ON u.uid = r.requested_by LEFT JOIN org_units ou ON ou.uid = o.org_unit
     LEFT JOIN orders ro ON ro.id = r.replacement_order_id`;
  const byRma = db.prepare<[string, string, string], ReturnRow>(`${selectReturn} WHERE r.site = ? AND r.requested_by = ? AND r.rma = ?`);
  const byId = db.prepare<[number], ReturnRow>(`${selectReturn} WHERE r.id = ?`);
  const byKey = db.prepare<[string, string], { id: number; orderCode: string }>(
    "SELECT r.id, o.code AS orderCode FROM return_requests r JOIN orders o ON o.id = r.order_id WHERE r.requested_by = ? AND r.idempotency_key = ?",
  );
  const entriesOf = db.prepare<[number], EntryRow>(
    `SELECT re.entry_number AS entryNumber, re.kind, re.quantity, re.reason_code AS reasonCode, rr.name AS reasonName,
       re.exchange_variant_code AS exchangeVariantCode, xv.colour AS exchangeColour, xv.size AS exchangeSize, xv.fit AS exchangeFit,
       re.refund_cents AS refundCents, re.pack_credit_cents AS packCreditCents, re.exchange_difference_cents AS exchangeDifferenceCents,
       e.variant_code AS variantCode, e.product_code AS productCode, e.name, e.colour, e.size, e.fit,
       COALESCE(e.approved_quantity, e.quantity) AS orderedQuantity, e.unit_cents AS unitCents, e.product_url AS productUrl, e.images_json AS imagesJson
     FROM return_entries re JOIN return_requests r ON r.id = re.return_id
     JOIN order_entries e ON e.order_id = r.order_id AND e.entry_number = re.entry_number
     LEFT JOIN return_reasons rr ON rr.code = re.reason_code LEFT JOIN variants xv ON xv.code = re.exchange_variant_code
     WHERE re.return_id = ? ORDER BY re.entry_number`,
  );
  const historyOf = db.prepare<[number], { status: string; at: number }>(
    "SELECT status, at FROM return_status_history WHERE return_id = ? ORDER BY at, rowid",
  );
  const orderLines = db.prepare<[number], OrderLine>(
    `SELECT entry_number AS entryNumber, variant_code AS variantCode, product_code AS productCode, name, colour, size, fit,
       COALESCE(approved_quantity, quantity) AS quantity, unit_cents AS unitCents, line_cents AS lineCents, images_json AS imagesJson,
       pack_json AS packJson, json_extract(pack_json, '$.pack.packId') AS packId, json_extract(pack_json, '$.pack.packName') AS packName,
       COALESCE(json_extract(pack_json, '$.pack.packType'), json_extract(pack_json, '$.pack.type')) AS packType
     FROM order_entries WHERE order_id = ? ORDER BY entry_number`,
  );
  const orderExtras = db.prepare<[number], { orgUnit: string; packsJson: string | null; siteType: string; priceList: string | null }>(
    `SELECT o.org_unit AS orgUnit, o.packs_json AS packsJson, bs.site_type AS siteType,
       (SELECT pl.code FROM price_lists pl WHERE pl.site = o.site AND pl.currency = o.currency ORDER BY pl.code LIMIT 1) AS priceList
     FROM orders o JOIN base_sites bs ON bs.uid = o.site WHERE o.id = ?`,
  );
  const thresholdOfUnit = db.prepare<[string], { threshold: number }>(
    `WITH RECURSIVE up(uid, parent, depth) AS (
       SELECT uid, parent_uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT ou.return_threshold AS threshold FROM up JOIN org_units ou ON ou.uid = up.uid
     WHERE ou.return_threshold IS NOT NULL ORDER BY up.depth LIMIT 1`,
  );
  /** The one definition of exchange options: other variants of the same base product with stock, at the order's list price. */
  const exchangeOptionsQuery = db.prepare<
    [string, string, string],
    { code: string; colour: string; size: string; fit: string | null; stockLevel: number; listCents: number | null }
  >(
    `SELECT v.code, v.colour, v.size, v.fit, v.stock_level AS stockLevel, vp.std_cents AS listCents
     FROM variants v LEFT JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = ?
     WHERE v.product_code = ? AND v.code <> ? AND v.stock_level > 0 ORDER BY v.colour, v.fit, v.code`,
  );
  const listPrice = db.prepare<[string, string], { cents: number }>("SELECT std_cents AS cents FROM variant_prices WHERE price_list = ? AND variant_code = ?");
  const takeStock = db.prepare<[number, string]>("UPDATE variants SET stock_level = stock_level - ? WHERE code = ?");
  const insertReturn = db.prepare(
    `INSERT INTO return_requests (id, rma, order_id, site, requested_by, status, created_at, status_at, next_at, refund_cents, subtotal_cents,
       pack_credit_cents, tax_cents, exchange_difference_cents, idempotency_key)
     VALUES (@id, 'pending-' || @key2, @orderId, @site, @uid, 'APPROVAL_PENDING', @at, @at, @nextAt, @refund, @subtotal, @packCredit, @tax,
       @exchangeDifference, @key)`,
  );
  const setRma = db.prepare<[number]>("UPDATE return_requests SET rma = CAST(id AS TEXT) WHERE id = ?");
  const insertEntry = db.prepare(
    `INSERT INTO return_entries (return_id, entry_number, kind, quantity, reason_code, exchange_variant_code, refund_cents, pack_credit_cents,
       exchange_difference_cents)
     VALUES (@returnId, @entryNumber, @kind, @quantity, @reasonCode, @exchangeVariantCode, @refund, @packCredit, @exchangeDifference)`,
  );
  const insertHistory = db.prepare<[number, string, number]>("INSERT OR IGNORE INTO return_status_history (return_id, status, at) VALUES (?, ?, ?)");
  const setStatus = db.prepare<[string, number, number | null, number]>("UPDATE return_requests SET status = ?, status_at = ?, next_at = ? WHERE id = ?");
  const due = db.prepare<[number], { id: number; status: ReturnStatus; nextAt: number }>(
    "SELECT id, status, next_at AS nextAt FROM return_requests WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT 500",
  );
  const anyDue = db.prepare<[number], { n: number }>("SELECT 1 AS n FROM return_requests WHERE next_at IS NOT NULL AND next_at <= ? LIMIT 1");
  const insertReplacement = db.prepare<{ id: number | null; source: number; cart: string; guid: string; cartGuid: string; at: number; subtotal: number; tax: number }>(
    `INSERT INTO orders (id, code, guid, site, user_uid, placed_by_uid, org_unit, status, created_at, currency, subtotal_cents, discount_cents,
       delivery_cents, total_cents, tax_cents, total_with_tax_cents, tax_rate_percent, delivery_address_json, delivery_mode_code, delivery_mode_name,
       delivery_mode_description, cost_centre_code, cost_centre_name, payment_type, source_cart_code, source_cart_guid, channel)
     SELECT @id, @cart, @guid, site, user_uid, placed_by_uid, org_unit, 'CREATED', @at, currency, @subtotal, 0, 0, @subtotal, @tax, @subtotal + @tax,
       tax_rate_percent, delivery_address_json, delivery_mode_code, delivery_mode_name, delivery_mode_description, cost_centre_code,
       cost_centre_name, 'ACCOUNT', @cart, @cartGuid, 'web'
     FROM orders WHERE id = @source`,
  );
  const setOrderCode = db.prepare<[number]>("UPDATE orders SET code = CAST(id AS TEXT) WHERE id = ?");
  const insertReplacementEntry = db.prepare(
    `INSERT INTO order_entries (order_id, entry_number, variant_code, product_code, name, colour, size, fit, quantity, unit_cents, line_cents,
       product_url, images_json, stock_taken, pack_json)
     SELECT @orderId, @entryNumber, @variantCode, e.product_code, e.name, @colour, @size, @fit, @quantity, @unitCents, @lineCents, e.product_url,
       e.images_json, @quantity, e.pack_json
     FROM order_entries e WHERE e.order_id = @sourceId AND e.entry_number = @sourceEntry`,
  );
  const linkReplacement = db.prepare<[number, number]>("UPDATE return_requests SET replacement_order_id = ? WHERE id = ?");

  // Wholesale return threshold requests.
  const insertThreshold = db.prepare(
    `INSERT INTO return_threshold_requests (return_id, store_unit, total_quantity, threshold, status, created_at)
     VALUES (@returnId, @storeUnit, @totalQuantity, @threshold, 'PENDING', @at)`,
  );
  const selectThreshold = `SELECT t.return_id AS returnId, r.rma, t.status, t.created_at AS createdAt, o.code AS orderCode, t.store_unit AS storeUnit,
       COALESCE(su.name, t.store_unit) AS storeName, r.requested_by AS requestedBy,
       TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')) AS requesterName, t.total_quantity AS totalQuantity, t.threshold,
       r.refund_cents AS refundCents, o.currency, c.symbol, t.decided_by AS decidedBy,
       TRIM(COALESCE(d.first_name, '') || ' ' || COALESCE(d.last_name, '')) AS deciderName, t.decided_at AS decidedAt, t.comment,
       r.status AS returnStatus
     FROM return_threshold_requests t JOIN return_requests r ON r.id = t.return_id JOIN orders o ON o.id = r.order_id
     JOIN currencies c ON c.isocode = o.currency LEFT JOIN org_units su ON su.uid = t.store_unit LEFT JOIN users u ON u.uid = r.requested_by
     LEFT JOIN users d ON d.uid = t.decided_by`;
  const thresholdOfReturn = db.prepare<[number], ThresholdRow>(`${selectThreshold} WHERE t.return_id = ?`);
  /** The units an approver decides for: their own unit and every unit below it (the order approvals' rule). */
  const APPROVER_TREE = `WITH RECURSIVE down(uid, depth) AS (
       SELECT u.org_unit, 0 FROM users u JOIN user_group_members m ON m.user_uid = u.uid AND m.group_uid = 'b2bapprovergroup' WHERE u.uid = @approver
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)`;
  const visibleThreshold = db.prepare<{ approver: string; site: string; rma: string }, ThresholdRow>(
    `${APPROVER_TREE} ${selectThreshold} WHERE r.site = @site AND r.rma = @rma AND t.store_unit IN (SELECT uid FROM down)`,
  );
  const decideThreshold = db.prepare<{ returnId: number; status: string; by: string; at: number; comment: string | null }>(
    "UPDATE return_threshold_requests SET status = @status, decided_by = @by, decided_at = @at, comment = @comment WHERE return_id = @returnId AND status = 'PENDING'",
  );

  const reasonList = () => reasons.all();

  function thresholdJson(row: ThresholdRow) {
    return {
      rma: row.rma,
      status: row.status,
      creationTime: iso(row.createdAt),
      order: { code: row.orderCode },
      store: { uid: row.storeUnit, name: row.storeName },
      requestedBy: { uid: row.requestedBy, name: row.requesterName || row.requestedBy },
      totalQuantity: row.totalQuantity,
      threshold: row.threshold,
      totalPrice: formatPrice(row.refundCents, { isocode: row.currency, symbol: row.symbol }),
      ...(row.decidedBy ? { decidedBy: { uid: row.decidedBy, name: row.deciderName || row.decidedBy } } : {}),
      ...(row.decidedAt !== null ? { decidedAt: iso(row.decidedAt) } : {}),
      ...(row.comment ? { comment: row.comment } : {}),
    };
  }

  function json(row: ReturnRow) {
    const currency = { isocode: row.currency, symbol: row.symbol };
    const price = (cents: number) => formatPrice(cents, currency);
    const entries = entriesOf.all(row.id);
    const threshold = thresholdOfReturn.get(row.id);
    const delivery = row.deliveryAddressJson ? (JSON.parse(row.deliveryAddressJson) as { country?: { isocode?: string }; firstName?: string }) : null;
    const country = delivery?.country?.isocode ?? row.unitCountry ?? "AU";
    return {
      rma: row.rma,
      code: row.rma,
      status: row.status,
      creationTime: iso(row.createdAt),
      order: {
        code: row.orderCode,
        ...(delivery?.firstName !== undefined ? { deliveryAddress: delivery } : {}),
        unit: { uid: row.orgUnit, name: row.orgUnitName ?? row.orgUnit },
      },
      requestedBy: { uid: row.requestedBy, name: row.requesterName || row.requestedBy },
      cancellable: CANCELLABLE_RETURN_STATUSES.has(row.status),
      wholesale: row.siteType === "wholesale",
      returnEntries: entries.map((entry) => ({
        orderEntry: {
          entryNumber: entry.entryNumber,
          quantity: entry.orderedQuantity,
          basePrice: price(entry.unitCents),
          product: {
            code: entry.variantCode,
            baseProductCode: entry.productCode,
            name: entry.name,
            url: entry.productUrl,
            images: JSON.parse(entry.imagesJson) as unknown[],
            colour: entry.colour,
            size: entry.size,
            ...(entry.fit ? { fit: entry.fit } : {}),
          },
        },
        expectedQuantity: entry.quantity,
        refundAmount: price(entry.refundCents),
        packCredit: price(entry.packCreditCents),
        exchangeDifference: price(entry.exchangeDifferenceCents),
        kind: entry.kind,
        ...(entry.reasonCode ? { reason: { code: entry.reasonCode, name: entry.reasonName ?? entry.reasonCode } } : {}),
        ...(entry.exchangeVariantCode
          ? {
              exchangeVariantCode: entry.exchangeVariantCode,
              exchangeVariant: {
                code: entry.exchangeVariantCode,
                ...(entry.exchangeColour ? { colour: entry.exchangeColour } : {}),
                ...(entry.exchangeSize ? { size: entry.exchangeSize } : {}),
                ...(entry.exchangeFit ? { fit: entry.exchangeFit } : {}),
              },
            }
          : {}),
      })),
      subTotal: price(row.subtotalCents),
      packCredit: price(row.packCreditCents),
      totalTax: price(row.taxCents),
      deliveryCost: price(0),
      totalPrice: price(row.refundCents),
      exchangeDifference: price(row.exchangeDifferenceCents),
      statusHistory: historyOf.all(row.id).map((step) => ({ status: step.status, date: iso(step.at) })),
      ...(row.replacementCode ? { replacementOrderCode: row.replacementCode } : {}),
      ...(threshold ? { thresholdRequest: thresholdJson(threshold) } : {}),
      returnAddress: RETURN_WAREHOUSES[country] ?? RETURN_WAREHOUSES.AU,
    };
  }
  const notFoundReturn = (rma: string) => unknownIdentifier(`Return request with code '${rma.slice(0, 64)}' not found`);
  const notFoundThreshold = (rma: string) => unknownIdentifier(`Return threshold request '${rma.slice(0, 64)}' not found`);

  /** The order's return facts: its lines with returnable quantities, the pack rule, the threshold, pricing facts. */
  function orderReturnFacts(site: string, uid: string, orderCode: string) {
    const order = orders.own(site, orderCode, uid);
    const extras = orderExtras.get(order.id);
    const facts = fulfilment.orderFacts(order.id);
    const lines = orderLines.all(order.id);
    const wholesale = extras?.siteType === "wholesale";
    const threshold = wholesale && extras ? (thresholdOfUnit.get(extras.orgUnit)?.threshold ?? null) : null;
    const packs = new Map<string, { fundedCents: number; subtotalCents: number }>();
    const packsJson = extras?.packsJson ? (JSON.parse(extras.packsJson) as { packId?: string; allocatedCredit?: { value?: number }; appliedSubsidy?: { value?: number } }[]) : [];
    for (const pack of packsJson) {
      if (!pack.packId) continue;
      const funded = Math.round(((pack.allocatedCredit?.value ?? 0) + (pack.appliedSubsidy?.value ?? 0)) * 100);
      const subtotal = lines.filter((line) => line.packId === pack.packId).reduce((sum, line) => sum + line.lineCents, 0);
      packs.set(pack.packId, { fundedCents: funded, subtotalCents: subtotal });
    }
    const pricing: OrderPricingFacts = { subtotalCents: order.subtotalCents, discountCents: order.discountCents, taxRatePercent: order.taxRatePercent, packs };
    const priceList = extras?.priceList ?? "";
    const returnable = (entryNumber: number) => facts.entries.get(entryNumber)?.returnableQuantity ?? 0;
    /** Exchange options of a line: none on wholesale (stock is returned, never exchanged). */
    const exchangeOptionsOf = (line: OrderLine) => (wholesale ? [] : exchangeOptionsQuery.all(priceList, line.productCode, line.variantCode));
    const listCentsOf = (variantCode: string) => listPrice.get(priceList, variantCode)?.cents ?? 0;
    return { order, orgUnit: extras?.orgUnit ?? "", wholesale, threshold, lines, pricing, returnable, exchangeOptionsOf, listCentsOf };
  }

  /** Validates every rule (throws the first broken one) and prices each line with the one pricing function. */
  function price(site: string, uid: string, orderCode: string, inputs: readonly ReturnEntryInput[]) {
    const facts = orderReturnFacts(site, uid, orderCode);
    const lines = new Map(facts.lines.map((line) => [line.entryNumber, line]));
    if (inputs.length === 0) throw invalid("returnRequestEntryInputs", "Select at least one item to return or exchange");
    const allowed = new Map(reasonList().map((reason) => [reason.code, reason]));
    const seen = new Set<number>();
    const priced = inputs.map((input, index) => {
      const subject = `returnRequestEntryInputs.${index}`;
      const line = lines.get(input.orderEntryNumber);
      if (!line) throw invalid(`${subject}.orderEntryNumber`, `The order has no entry ${input.orderEntryNumber}`);
      if (seen.has(input.orderEntryNumber)) throw invalid(`${subject}.orderEntryNumber`, `Entry ${input.orderEntryNumber} is given twice`);
      seen.add(input.orderEntryNumber);
      const returnable = facts.returnable(input.orderEntryNumber);
      if (returnable === 0) throw invalid(`${subject}.quantity`, `Nothing of entry ${input.orderEntryNumber} can be returned`);
      if (input.quantity < 1 || input.quantity > returnable) {
        throw invalid(`${subject}.quantity`, `The quantity to return of entry ${input.orderEntryNumber} must be between 1 and ${returnable}`);
      }
      const reason = input.reasonCode === undefined ? undefined : allowed.get(input.reasonCode);
      if (input.reasonCode !== undefined && !reason) throw invalid(`${subject}.reasonCode`, `Unknown return reason '${input.reasonCode.slice(0, 64)}'`);
      const kind = input.exchangeVariantCode === undefined ? ("RETURN" as const) : ("EXCHANGE" as const);
      if (kind === "EXCHANGE" && facts.wholesale) {
        throw invalid(`${subject}.exchangeVariantCode`, "Wholesale returns take stock back: exchanges are not offered");
      }
      if (isExchangeOnly(line.packType)) {
        if (kind === "RETURN") throw invalid(`${subject}.exchangeVariantCode`, `${PACK_RETURNS_NOTICE} Choose a replacement to exchange it.`);
        if (!reason || reason.allowedForPack !== 1) throw invalid(`${subject}.reasonCode`, PACK_REASON_MESSAGE);
      }
      let exchange: { code: string; colour: string; size: string; fit: string | null; listCents: number | null } | null = null;
      if (input.exchangeVariantCode !== undefined) {
        const code = input.exchangeVariantCode;
        const option = facts.exchangeOptionsOf(line).find((candidate) => candidate.code === code);
        if (!option) {
          const sameProduct = db.prepare<[string, string], { n: number }>("SELECT 1 AS n FROM variants WHERE code = ? AND product_code = ?").get(code, line.productCode);
          if (!sameProduct || code === line.variantCode) throw invalid(`${subject}.exchangeVariantCode`, "The replacement must be another size, colour or fit of the same product");
          throw invalid(`${subject}.exchangeVariantCode`, `${code.slice(0, 64)} is not in stock in that quantity`);
        }
        if (option.stockLevel < input.quantity) throw invalid(`${subject}.exchangeVariantCode`, `${option.code} is not in stock in that quantity`);
        exchange = option;
      }
      const money = priceReturnLine(facts.pricing, {
        kind,
        quantity: input.quantity,
        unitCents: line.unitCents,
        packId: line.packId,
        ...(exchange ? { listCents: facts.listCentsOf(line.variantCode), replacementListCents: exchange.listCents ?? 0 } : {}),
      });
      return { input, line, kind, reasonCode: reason?.code ?? null, reasonName: reason?.name ?? null, exchange, money };
    });
    const totals = sumPriced(priced.map((line) => line.money));
    const totalQuantity = inputs.reduce((sum, input) => sum + input.quantity, 0);
    const thresholdRequired = facts.threshold !== null && totalQuantity > facts.threshold;
    return { facts, order: facts.order, priced, totals, totalQuantity, thresholdRequired };
  }

  function advanceOne(id: number, status: ReturnStatus, at: number) {
    // CANCELLING is due at once (the clock makes it CANCELED); the happy path's statuses stay their time.
    const stays = status === "CANCELLING" ? 0 : staysOf(status);
    setStatus.run(status, at, stays === null ? null : at + stays, id);
    insertHistory.run(id, status, at);
  }

  const currencySymbol = db.prepare<[string], { symbol: string }>("SELECT symbol FROM currencies WHERE isocode = ?");

  return {
    reasons: () => ({ returnReasons: reasonList().map((r) => ({ code: r.code, name: r.name, allowedForPackItems: r.allowedForPack === 1 })) }),

    /** The lazy clock: every return that is due moves on (call before returns reads; its own transaction). */
    advanceDue(at: number = now()): number {
      // One indexed read when nothing is due: no write lock taken.
      if (!anyDue.get(at)) return 0;
      let moved = 0;
      db.transaction(() => {
        for (;;) {
          const rows = due.all(at);
          if (rows.length === 0) break;
          for (const row of rows) {
            const next = row.status === "CANCELLING" ? "CANCELED" : nextOf(row.status);
            if (next === null) {
              setStatus.run(row.status, row.nextAt, null, row.id);
              continue;
            }
            advanceOne(row.id, next, row.nextAt);
            moved += 1;
          }
        }
      }).immediate();
      return moved;
    },

    /**
     * `GET orgUsers/{u}/orders/{code}/returnData` (extension): per entry what can be returned or exchanged and how —
     * the returnable quantity, the pack rule, the reasons allowed, the exchange options — and the wholesale threshold.
     */
    returnData(site: string, uid: string, orderCode: string) {
      const facts = orderReturnFacts(site, uid, orderCode);
      const symbol = currencySymbol.get(facts.order.currency)?.symbol ?? "";
      const money = (cents: number) => formatPrice(cents, { isocode: facts.order.currency, symbol });
      const all = reasonList();
      const packReasons = all.filter((reason) => reason.allowedForPack === 1).map((reason) => reason.code);
      return {
        orderCode: facts.order.code,
        wholesale: facts.wholesale,
        ...(facts.threshold !== null ? { returnThreshold: { quantity: facts.threshold } } : {}),
        returnReasons: all.map((r) => ({ code: r.code, name: r.name, allowedForPackItems: r.allowedForPack === 1 })),
        entries: facts.lines.map((line) => {
          const exchangeOnly = isExchangeOnly(line.packType);
          return {
            entryNumber: line.entryNumber,
            quantity: line.quantity,
            returnableQuantity: facts.returnable(line.entryNumber),
            product: {
              code: line.variantCode,
              name: line.name,
              baseProductCode: line.productCode,
              images: JSON.parse(line.imagesJson) as unknown[],
              ...(line.colour ? { colour: line.colour } : {}),
              ...(line.size ? { size: line.size } : {}),
              ...(line.fit ? { fit: line.fit } : {}),
            },
            basePrice: money(line.unitCents),
            ...(line.packId && line.packType ? { pack: { code: line.packId, name: line.packName ?? line.packId, packType: line.packType } } : {}),
            exchangeOnly,
            allowedReasonCodes: exchangeOnly ? packReasons : all.map((reason) => reason.code),
            exchangeOptions: facts.exchangeOptionsOf(line).map((option) => ({
              code: option.code,
              colour: option.colour,
              size: option.size,
              ...(option.fit ? { fit: option.fit } : {}),
              stockLevel: option.stockLevel,
              price: money(option.listCents ?? 0),
            })),
          };
        }),
      };
    },

    /** `POST orgUsers/{u}/orderReturns/price` (extension): what `create` would refund and charge; nothing saved. */
    preview(site: string, uid: string, orderCode: string, inputs: readonly ReturnEntryInput[]) {
      const { order, priced, totals, thresholdRequired } = price(site, uid, orderCode, inputs);
      const symbol = currencySymbol.get(order.currency)?.symbol ?? "";
      const money = (cents: number) => formatPrice(cents, { isocode: order.currency, symbol });
      return {
        order: { code: order.code },
        returnEntries: priced.map((line) => ({
          orderEntry: { entryNumber: line.line.entryNumber },
          expectedQuantity: line.input.quantity,
          kind: line.kind,
          ...(line.reasonCode ? { reason: { code: line.reasonCode, name: line.reasonName ?? line.reasonCode } } : {}),
          ...(line.exchange ? { exchangeVariantCode: line.exchange.code } : {}),
          refundAmount: money(line.money.refundCents),
          packCredit: money(line.money.packCreditCents),
          exchangeDifference: money(line.money.exchangeDifferenceCents),
        })),
        subTotal: money(totals.subtotalCents),
        packCredit: money(totals.packCreditCents),
        totalTax: money(totals.taxCents),
        deliveryCost: money(0),
        totalPrice: money(totals.refundCents),
        exchangeDifference: money(totals.exchangeDifferenceCents),
        thresholdRequestRequired: thresholdRequired,
      };
    },

    /**
     * `POST users/{u}/orderReturns` — call inside an immediate transaction. `options` (seeds only): a fixed id (the
     * RMA), creation time and replacement order id (below the placed orders' counter).
     */
    create(
      site: string,
      uid: string,
      orderCode: string,
      inputs: readonly ReturnEntryInput[],
      key: string | null,
      options: { id?: number; at?: number; replacementOrderId?: number } = {},
    ) {
      if (key !== null) {
        const earlier = byKey.get(uid, key);
        if (earlier) {
          if (earlier.orderCode !== orderCode) throw invalidParameter("Idempotency-Key", "This Idempotency-Key was used for another order");
          const row = byId.get(earlier.id);
          if (!row) throw notFoundReturn(orderCode);
          return json(row);
        }
      }
      const at = options.at ?? now();
      const { order, facts, priced, totals, totalQuantity, thresholdRequired } = price(site, uid, orderCode, inputs);
      const id = Number(
        insertReturn.run({
          id: options.id ?? null,
          key2: randomUUID(),
          orderId: order.id,
          site,
          uid,
          at,
          // Over the threshold the return waits for the store approver: the clock does not move it.
          nextAt: thresholdRequired ? null : at + (staysOf("APPROVAL_PENDING") ?? 0),
          refund: totals.refundCents,
          subtotal: totals.subtotalCents,
          packCredit: totals.packCreditCents,
          tax: totals.taxCents,
          exchangeDifference: totals.exchangeDifferenceCents,
          key,
        }).lastInsertRowid,
      );
      setRma.run(id);
      insertHistory.run(id, "APPROVAL_PENDING", at);
      for (const line of priced) {
        insertEntry.run({
          returnId: id,
          entryNumber: line.line.entryNumber,
          kind: line.kind,
          quantity: line.input.quantity,
          reasonCode: line.reasonCode,
          exchangeVariantCode: line.exchange?.code ?? null,
          refund: line.money.refundCents,
          packCredit: line.money.packCreditCents,
          exchangeDifference: line.money.exchangeDifferenceCents,
        });
      }
      if (thresholdRequired && facts.threshold !== null) {
        insertThreshold.run({ returnId: id, storeUnit: facts.orgUnit, totalQuantity, threshold: facts.threshold, at });
      }
      const exchanges = priced.filter((line) => line.exchange !== null);
      if (exchanges.length > 0) {
        const cart = `RMA-${id}`;
        const replacementId = Number(
          insertReplacement.run({
            id: options.replacementOrderId ?? null,
            source: order.id,
            cart,
            guid: randomUUID(),
            cartGuid: randomUUID(),
            at,
            subtotal: totals.exchangeDifferenceNetCents,
            tax: totals.exchangeDifferenceTaxCents,
          }).lastInsertRowid,
        );
        setOrderCode.run(replacementId);
        exchanges.forEach((line, index) => {
          const exchange = line.exchange;
          if (!exchange) return;
          const lineCents = line.money.exchangeDifferenceNetCents;
          insertReplacementEntry.run({
            orderId: replacementId,
            entryNumber: index,
            variantCode: exchange.code,
            colour: exchange.colour,
            size: exchange.size,
            fit: exchange.fit,
            quantity: line.input.quantity,
            unitCents: Math.round(lineCents / line.input.quantity),
            lineCents,
            sourceId: order.id,
            sourceEntry: line.line.entryNumber,
          });
          takeStock.run(line.input.quantity, exchange.code);
        });
        linkReplacement.run(replacementId, id);
        // The fulfilment clock picks the replacement up like a placed order.
        fulfilment.placed(replacementId, { channel: "web", status: "CREATED", at });
      }
      const row = byId.get(id);
      if (!row) throw notFoundReturn(String(id));
      return json(row);
    },

    /**
     * `GET users/{u}/orderReturns`: the caller's return requests, newest first or by RMA. `filters` (the extensions;
     * null when they are off, as a stock SAP ignores the parameters) narrow by status and creation day (store time
     * zone, inclusive) and are echoed as `appliedFilters`.
     */
    list(
      site: string,
      uid: string,
      { currentPage, pageSize, sort }: { currentPage: number; pageSize: number; sort: "byDate" | "byRMA" },
      filters: ReturnListFilters | null = null,
    ) {
      const order = sort === "byRMA" ? "r.rma DESC" : "r.created_at DESC, r.id DESC";
      const where = whereClause("r.site = @site AND r.requested_by = @uid", { site, uid } as SqlParams);
      const applied: ReturnListFilters = {};
      if (filters?.statuses && filters.statuses.length > 0) {
        where.and(`r.status IN (${filters.statuses.map((status) => where.param(status)).join(", ")})`);
        applied.statuses = filters.statuses;
      }
      if (filters?.createdFrom) {
        where.and(`r.created_at >= ${where.param(startOfStoreDay(filters.createdFrom))}`);
        applied.createdFrom = filters.createdFrom;
      }
      if (filters?.createdTo) {
        where.and(`r.created_at < ${where.param(startOfStoreDay(nextDay(filters.createdTo)))}`);
        applied.createdTo = filters.createdTo;
      }
      const rows = db
        .prepare<SqlParams, ReturnRow>(`${selectReturn} WHERE ${where.sql} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
        .all({ ...where.params, limit: pageSize, offset: currentPage * pageSize });
      const total = db.prepare<SqlParams, { n: number }>(`SELECT COUNT(*) AS n FROM return_requests r WHERE ${where.sql}`).get(where.params)?.n ?? 0;
      return {
        returnRequests: rows.map(json),
        pagination: { currentPage, pageSize, totalResults: total, totalPages: Math.ceil(total / pageSize), sort },
        sorts: [
          { code: "byDate", selected: sort === "byDate" },
          { code: "byRMA", selected: sort === "byRMA" },
        ],
        ...(filters ? { appliedFilters: applied } : {}),
      };
    },

    get(site: string, uid: string, rma: string) {
      const row = byRma.get(site, uid, rma);
      if (!row) throw notFoundReturn(rma);
      return json(row);
    },

    /** `PATCH users/{u}/orderReturns/{rma}` `{status:"CANCELLING"}` — call inside an immediate transaction. */
    cancel(site: string, uid: string, rma: string) {
      const row = byRma.get(site, uid, rma);
      if (!row) throw notFoundReturn(rma);
      if (!CANCELLABLE_RETURN_STATUSES.has(row.status)) {
        throw new OccError(400, [
          { type: "IllegalStateError", subject: "status", message: `The return request ${rma} can no longer be cancelled (it is ${row.status})` },
        ]);
      }
      const at = now();
      insertHistory.run(row.id, "CANCELLING", at);
      setStatus.run("CANCELED", at, null, row.id);
      insertHistory.run(row.id, "CANCELED", at);
    },

    /**
     * `GET orgUsers/{u}/returnThresholdRequests?status&currentPage&pageSize` (extension): the requests of the stores in
     * the approver's unit tree (their unit and below), PENDING (oldest first; withdrawn returns left out) or ACTIONED
     * (latest decision first). Anyone who is not an approver gets an empty list.
     */
    thresholdRequests(site: string, approver: string, { status, currentPage, pageSize }: { status: "PENDING" | "ACTIONED"; currentPage: number; pageSize: number }) {
      const filter =
        status === "PENDING"
          ? "t.status = 'PENDING' AND r.status NOT IN ('CANCELED', 'CANCELLING') ORDER BY t.created_at, r.id"
          : "t.status IN ('ACCEPTED', 'DECLINED') ORDER BY t.decided_at DESC, r.id DESC";
      const where = `r.site = @site AND t.store_unit IN (SELECT uid FROM down) AND ${filter}`;
      const params = { approver, site };
      const rows = db
        .prepare<typeof params & { limit: number; offset: number }, ThresholdRow>(`${APPROVER_TREE} ${selectThreshold} WHERE ${where} LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: pageSize, offset: currentPage * pageSize });
      const total =
        db
          .prepare<typeof params, { n: number }>(
            `${APPROVER_TREE} SELECT COUNT(*) AS n FROM return_threshold_requests t JOIN return_requests r ON r.id = t.return_id WHERE ${where.replace(/ ORDER BY .*$/, "")}`,
          )
          .get(params)?.n ?? 0;
      return { returnThresholdRequests: rows.map(thresholdJson), pagination: pagination(total, currentPage, pageSize) };
    },

    /** `GET orgUsers/{u}/returnThresholdRequests/{rma}`: one the caller may decide, with its return request. */
    thresholdRequest(site: string, approver: string, rma: string) {
      const row = visibleThreshold.get({ approver, site, rma });
      if (!row) throw notFoundThreshold(rma);
      const request = byId.get(row.returnId);
      return { ...thresholdJson(row), ...(request ? { returnRequest: json(request) } : {}) };
    },

    /**
     * `POST orgUsers/{u}/returnThresholdRequests/{rma}/decision` — call inside an immediate transaction. ACCEPT: the
     * return goes to APPROVING (the clock carries on); DECLINE (comment required by the route): CANCELED. The same
     * decision again answers the request unchanged; another decision after one was made is 400 IllegalStateError.
     */
    decideThresholdRequest(site: string, approver: string, rma: string, { decision, comment }: { decision: "ACCEPT" | "DECLINE"; comment?: string | undefined }) {
      const row = visibleThreshold.get({ approver, site, rma });
      if (!row) throw notFoundThreshold(rma);
      const wanted = decision === "ACCEPT" ? "ACCEPTED" : "DECLINED";
      if (row.status !== "PENDING") {
        if (row.status === wanted) return this.thresholdRequest(site, approver, rma);
        throw new OccError(400, [{ type: "IllegalStateError", subject: "decision", message: "This return request has already been decided" }]);
      }
      if (row.returnStatus === "CANCELED" || row.returnStatus === "CANCELLING") {
        throw new OccError(400, [{ type: "IllegalStateError", subject: "decision", message: "The buyer withdrew this return request" }]);
      }
      const at = now();
      decideThreshold.run({ returnId: row.returnId, status: wanted, by: approver, at, comment: comment ?? null });
      if (decision === "ACCEPT") advanceOne(row.returnId, "APPROVING", at);
      else {
        setStatus.run("CANCELED", at, null, row.returnId);
        insertHistory.run(row.returnId, "CANCELED", at);
      }
      return this.thresholdRequest(site, approver, rma);
    },

    /** `POST /dev/returns/{rma}/advance {to}` (dev only; in a transaction): straight to that status now. */
    devAdvance(rma: string, to: ReturnStatus) {
      const row = db.prepare<[string], { id: number }>("SELECT id FROM return_requests WHERE rma = ?").get(rma);
      if (!row) throw notFoundReturn(rma);
      advanceOne(row.id, to, now());
      const after = byId.get(row.id);
      if (!after) throw notFoundReturn(rma);
      return json(after);
    },

    /**
     * Seeds: puts a created return in `status` with a history along the happy path spread from its creation to
     * `statusAt` (and `CANCELLING`/`CANCELED` for a cancelled one), due again at `nextAt`.
     */
    seedStatus(id: number, history: readonly ReturnStatus[], { createdAt, statusAt, nextAt }: { createdAt: number; statusAt: number; nextAt: number | null }) {
      db.prepare<[number]>("DELETE FROM return_status_history WHERE return_id = ?").run(id);
      history.forEach((status, step) => {
        insertHistory.run(id, status, step === history.length - 1 ? statusAt : createdAt + Math.round(((statusAt - createdAt) * step) / history.length));
      });
      const last = history.at(-1) ?? "APPROVAL_PENDING";
      setStatus.run(last, statusAt, nextAt, id);
    },

    /** Seeds: records a threshold decision made at `at`. */
    seedThresholdDecision(id: number, { status, by, at, comment }: { status: "ACCEPTED" | "DECLINED"; by: string; at: number; comment: string | null }) {
      decideThreshold.run({ returnId: id, status, by, at, comment });
    },
  };
}

export type ReturnsStore = ReturnType<typeof returnsStore>;
