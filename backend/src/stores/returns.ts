/**
 * Returns and exchanges (issue 24; docs/returns.md). Stock SAP Commerce 2211 OrderReturnsController:
 * `POST users/{u}/orderReturns` (ReturnRequestEntryInputListWsDTO), `GET users/{u}/orderReturns` (ReturnRequestList),
 * `GET users/{u}/orderReturns/{rma}` (ReturnRequest), `PATCH users/{u}/orderReturns/{rma}` `{status:"CANCELLING"}`.
 *
 * Rules (the route opens one IMMEDIATE transaction around `create` and `cancel`):
 * - the caller's own (or placed) order only, else 400 UnknownIdentifierError;
 * - at least one entry, no entry twice, quantity 1..returnable (delivered within RETURN_WINDOW_DAYS − already
 *   returned or requested, stores/fulfilment.ts `orderFacts`);
 * - compulsory and new-starter pack entries (order entry `pack_json`, pack type COMPULSORY / NEW_STARTER) can only
 *   be exchanged, and only for a reason allowed for pack items (WRONG_SIZE, FAULTY, WRONG_ITEM);
 * - an exchange names another in-stock variant of the same base product; it refunds nothing and creates one
 *   zero-value replacement order (channel 'web', source cart `RMA-{rma}`) that takes the stock;
 * - refund of a returned line = unit price paid × quantity, less the order's discount share (discount × line /
 *   subtotal), plus the order's tax rate on that; delivery is never refunded;
 * - a replayed Idempotency-Key answers the first request's return and changes nothing.
 *
 * The lazy clock (`advanceDue`, run before every returns request) moves APPROVAL_PENDING → WAIT → RECEIVING →
 * RECEIVED → REVERSING_PAYMENT → PAYMENT_REVERSED → COMPLETED at RETURN_STEP_DELAYS; CANCELLING → CANCELED at once.
 */
import { randomUUID } from "node:crypto";
import { type Db } from "../db";
import { invalidParameter, OccError, unknownIdentifier } from "../http/errors";
import { type FulfilmentStore } from "./fulfilment";
import { ownOrderFinder } from "./order-cancellations";
import { nextDay, startOfStoreDay } from "./order-history";
import { type SqlParams, whereClause } from "./where-clause";
import { formatPrice } from "./pricing";

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
/** A buyer may cancel while these hold (SAP's `cancellable`). */
export const CANCELLABLE_RETURN_STATUSES: ReadonlySet<string> = new Set(["APPROVAL_PENDING", "WAIT"]);
const PACK_TYPES_EXCHANGE_ONLY = new Set(["COMPULSORY", "NEW_STARTER"]);
export const PACK_RETURNS_NOTICE = "Returns are not accepted for products in this pack.";

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
  requestedBy: string;
  status: ReturnStatus;
  createdAt: number;
  statusAt: number;
  nextAt: number | null;
  refundCents: number;
  subtotalCents: number;
  replacementCode: string | null;
  currency: string;
  symbol: string;
}

interface EntryRow {
  entryNumber: number;
  kind: "RETURN" | "EXCHANGE";
  quantity: number;
  reasonCode: string | null;
  reasonName: string | null;
  exchangeVariantCode: string | null;
  refundCents: number;
  variantCode: string;
  productCode: string;
  name: string;
  colour: string;
  size: string;
  fit: string | null;
  orderedQuantity: number;
  unitCents: number;
  productUrl: string;
  imagesJson: string;
}

const invalid = (subject: string, message: string) => invalidParameter(subject, message);

export function returnsStore(db: Db, now: () => number, { fulfilment }: { fulfilment: FulfilmentStore }) {
  const orders = ownOrderFinder(db);
  const reasons = db.prepare<[], { code: string; name: string; allowedForPack: number }>(
    "SELECT code, name, allowed_for_pack AS allowedForPack FROM return_reasons ORDER BY sort, code",
  );
  const selectReturn = `SELECT r.id, r.rma, r.order_id AS orderId, o.code AS orderCode, r.site, r.requested_by AS requestedBy, r.status,
       r.created_at AS createdAt, r.status_at AS statusAt, r.next_at AS nextAt, r.refund_cents AS refundCents, r.subtotal_cents AS subtotalCents,
       ro.code AS replacementCode, o.currency, c.symbol
     FROM return_requests r JOIN orders o ON o.id = r.order_id JOIN currencies c ON c.isocode = o.currency
     LEFT JOIN orders ro ON ro.id = r.replacement_order_id`;
  const byRma = db.prepare<[string, string, string], ReturnRow>(`${selectReturn} WHERE r.site = ? AND r.requested_by = ? AND r.rma = ?`);
  const byId = db.prepare<[number], ReturnRow>(`${selectReturn} WHERE r.id = ?`);
  const byKey = db.prepare<[string, string], { id: number; orderCode: string }>(
    "SELECT r.id, o.code AS orderCode FROM return_requests r JOIN orders o ON o.id = r.order_id WHERE r.requested_by = ? AND r.idempotency_key = ?",
  );
  const entriesOf = db.prepare<[number], EntryRow>(
    `SELECT re.entry_number AS entryNumber, re.kind, re.quantity, re.reason_code AS reasonCode, rr.name AS reasonName,
       re.exchange_variant_code AS exchangeVariantCode, re.refund_cents AS refundCents, e.variant_code AS variantCode, e.product_code AS productCode,
       e.name, e.colour, e.size, e.fit, COALESCE(e.approved_quantity, e.quantity) AS orderedQuantity, e.unit_cents AS unitCents,
       e.product_url AS productUrl, e.images_json AS imagesJson
     FROM return_entries re JOIN return_requests r ON r.id = re.return_id
     JOIN order_entries e ON e.order_id = r.order_id AND e.entry_number = re.entry_number
     LEFT JOIN return_reasons rr ON rr.code = re.reason_code WHERE re.return_id = ? ORDER BY re.entry_number`,
  );
  const historyOf = db.prepare<[number], { status: string; at: number }>(
    "SELECT status, at FROM return_status_history WHERE return_id = ? ORDER BY at, rowid",
  );
  const orderEntries = db.prepare<
    [number],
    { entryNumber: number; variantCode: string; productCode: string; unitCents: number; packType: string | null }
  >(
    `SELECT entry_number AS entryNumber, variant_code AS variantCode, product_code AS productCode, unit_cents AS unitCents,
       COALESCE(json_extract(pack_json, '$.pack.packType'), json_extract(pack_json, '$.pack.type')) AS packType
     FROM order_entries WHERE order_id = ?`,
  );
  const variant = db.prepare<[string], { code: string; productCode: string; colour: string; size: string; fit: string | null; stock: number }>(
    "SELECT code, product_code AS productCode, colour, size, fit, stock_level AS stock FROM variants WHERE code = ?",
  );
  const takeStock = db.prepare<[number, string]>("UPDATE variants SET stock_level = stock_level - ? WHERE code = ?");
  const insertReturn = db.prepare(
    `INSERT INTO return_requests (rma, order_id, site, requested_by, status, created_at, status_at, next_at, refund_cents, subtotal_cents, idempotency_key)
     VALUES ('pending-' || @key2, @orderId, @site, @uid, 'APPROVAL_PENDING', @at, @at, @nextAt, @refund, @subtotal, @key)`,
  );
  const setRma = db.prepare<[number]>("UPDATE return_requests SET rma = CAST(id AS TEXT) WHERE id = ?");
  const insertEntry = db.prepare(
    `INSERT INTO return_entries (return_id, entry_number, kind, quantity, reason_code, exchange_variant_code, refund_cents)
     VALUES (@returnId, @entryNumber, @kind, @quantity, @reasonCode, @exchangeVariantCode, @refund)`,
  );
  const insertHistory = db.prepare<[number, string, number]>("INSERT INTO return_status_history (return_id, status, at) VALUES (?, ?, ?)");
  const setStatus = db.prepare<[string, number, number | null, number]>("UPDATE return_requests SET status = ?, status_at = ?, next_at = ? WHERE id = ?");
  const due = db.prepare<[number], { id: number; status: ReturnStatus; nextAt: number }>(
    "SELECT id, status, next_at AS nextAt FROM return_requests WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT 500",
  );
  const anyDue = db.prepare<[number], { n: number }>("SELECT 1 AS n FROM return_requests WHERE next_at IS NOT NULL AND next_at <= ? LIMIT 1");
  const insertReplacement = db.prepare<{ source: number; cart: string; guid: string; cartGuid: string; at: number }>(
    `INSERT INTO orders (code, guid, site, user_uid, placed_by_uid, org_unit, status, created_at, currency, subtotal_cents, discount_cents,
       delivery_cents, total_cents, tax_cents, total_with_tax_cents, tax_rate_percent, delivery_address_json, delivery_mode_code, delivery_mode_name,
       delivery_mode_description, cost_centre_code, cost_centre_name, payment_type, source_cart_code, source_cart_guid, channel)
     SELECT @cart, @guid, site, user_uid, placed_by_uid, org_unit, 'CREATED', @at, currency, 0, 0, 0, 0, 0, 0, tax_rate_percent,
       delivery_address_json, delivery_mode_code, delivery_mode_name, delivery_mode_description, cost_centre_code, cost_centre_name, 'ACCOUNT',
       @cart, @cartGuid, 'web'
     FROM orders WHERE id = @source`,
  );
  const setOrderCode = db.prepare<[number]>("UPDATE orders SET code = CAST(id AS TEXT) WHERE id = ?");
  const insertReplacementEntry = db.prepare(
    `INSERT INTO order_entries (order_id, entry_number, variant_code, product_code, name, colour, size, fit, quantity, unit_cents, line_cents,
       product_url, images_json, stock_taken)
     SELECT @orderId, @entryNumber, @variantCode, e.product_code, e.name, @colour, @size, @fit, @quantity, 0, 0, e.product_url, e.images_json, @quantity
     FROM order_entries e WHERE e.order_id = @sourceId AND e.entry_number = @sourceEntry`,
  );
  const linkReplacement = db.prepare<[number, number]>("UPDATE return_requests SET replacement_order_id = ? WHERE id = ?");

  const reasonList = () => reasons.all();

  function json(row: ReturnRow) {
    const currency = { isocode: row.currency, symbol: row.symbol };
    const price = (cents: number) => formatPrice(cents, currency);
    const entries = entriesOf.all(row.id);
    return {
      rma: row.rma,
      code: row.rma,
      status: row.status,
      creationTime: new Date(row.createdAt).toISOString(),
      order: { code: row.orderCode },
      cancellable: CANCELLABLE_RETURN_STATUSES.has(row.status),
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
        kind: entry.kind,
        ...(entry.reasonCode ? { reason: { code: entry.reasonCode, name: entry.reasonName ?? entry.reasonCode } } : {}),
        ...(entry.exchangeVariantCode ? { exchangeVariantCode: entry.exchangeVariantCode } : {}),
      })),
      subTotal: price(row.subtotalCents),
      deliveryCost: price(0),
      totalPrice: price(row.refundCents),
      statusHistory: historyOf.all(row.id).map((step) => ({ status: step.status, date: new Date(step.at).toISOString() })),
      ...(row.replacementCode ? { replacementOrderCode: row.replacementCode } : {}),
    };
  }
  const notFoundReturn = (rma: string) => unknownIdentifier(`Return request with code '${rma.slice(0, 64)}' not found`);

  /** The refund of each line and the request's totals; validates every rule (throws the first broken one). */
  function price(site: string, uid: string, orderCode: string, inputs: readonly ReturnEntryInput[]) {
    const order = orders.own(site, orderCode, uid);
    const facts = fulfilment.orderFacts(order.id);
    const lines = new Map(orderEntries.all(order.id).map((entry) => [entry.entryNumber, entry]));
    if (inputs.length === 0) throw invalid("returnRequestEntryInputs", "Select at least one item to return or exchange");
    const allowed = new Map(reasonList().map((reason) => [reason.code, reason]));
    const seen = new Set<number>();
    const priced = inputs.map((input, index) => {
      const subject = `returnRequestEntryInputs.${index}`;
      const line = lines.get(input.orderEntryNumber);
      if (!line) throw invalid(`${subject}.orderEntryNumber`, `The order has no entry ${input.orderEntryNumber}`);
      if (seen.has(input.orderEntryNumber)) throw invalid(`${subject}.orderEntryNumber`, `Entry ${input.orderEntryNumber} is given twice`);
      seen.add(input.orderEntryNumber);
      const returnable = facts.entries.get(input.orderEntryNumber)?.returnableQuantity ?? 0;
      if (returnable === 0) throw invalid(`${subject}.quantity`, `Nothing of entry ${input.orderEntryNumber} can be returned`);
      if (input.quantity < 1 || input.quantity > returnable) {
        throw invalid(`${subject}.quantity`, `The quantity to return of entry ${input.orderEntryNumber} must be between 1 and ${returnable}`);
      }
      const reason = input.reasonCode === undefined ? undefined : allowed.get(input.reasonCode);
      if (input.reasonCode !== undefined && !reason) throw invalid(`${subject}.reasonCode`, `Unknown return reason '${input.reasonCode.slice(0, 64)}'`);
      const kind = input.exchangeVariantCode === undefined ? ("RETURN" as const) : ("EXCHANGE" as const);
      if (line.packType !== null && PACK_TYPES_EXCHANGE_ONLY.has(line.packType)) {
        if (kind === "RETURN") throw invalid(`${subject}.exchangeVariantCode`, `${PACK_RETURNS_NOTICE} Choose a replacement to exchange it.`);
        if (!reason || reason.allowedForPack !== 1) {
          throw invalid(`${subject}.reasonCode`, "Pack items can only be exchanged for incorrect sizing, a faulty item or an incorrect shipment");
        }
      }
      let exchange: { code: string; colour: string; size: string; fit: string | null } | null = null;
      if (input.exchangeVariantCode !== undefined) {
        const replacement = variant.get(input.exchangeVariantCode);
        if (!replacement || replacement.productCode !== line.productCode || replacement.code === line.variantCode) {
          throw invalid(`${subject}.exchangeVariantCode`, "The replacement must be another size, colour or fit of the same product");
        }
        if (replacement.stock < input.quantity) throw invalid(`${subject}.exchangeVariantCode`, `${replacement.code} is not in stock in that quantity`);
        exchange = replacement;
      }
      const lineCents = line.unitCents * input.quantity;
      const discountShare = order.subtotalCents > 0 ? Math.round((order.discountCents * lineCents) / order.subtotalCents) : 0;
      const net = Math.max(0, lineCents - discountShare);
      const refund = kind === "RETURN" ? net + Math.round((net * order.taxRatePercent) / 100) : 0;
      return { input, line, kind, reasonCode: reason?.code ?? null, exchange, refund, lineCents: kind === "RETURN" ? lineCents : 0 };
    });
    return {
      order,
      priced,
      refundCents: priced.reduce((sum, line) => sum + line.refund, 0),
      subtotalCents: priced.reduce((sum, line) => sum + line.lineCents, 0),
    };
  }

  function advanceOne(id: number, status: ReturnStatus, at: number) {
    // CANCELLING is due at once (the clock makes it CANCELED); the happy path's statuses stay their time.
    const stays = status === "CANCELLING" ? 0 : staysOf(status);
    setStatus.run(status, at, stays === null ? null : at + stays, id);
    insertHistory.run(id, status, at);
  }

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

    /** Dry-run pricing (extension): the refund per line without saving anything. */
    preview(site: string, uid: string, orderCode: string, inputs: readonly ReturnEntryInput[]) {
      const { order, priced, refundCents, subtotalCents } = price(site, uid, orderCode, inputs);
      const currency = db.prepare<[string], { symbol: string }>("SELECT symbol FROM currencies WHERE isocode = ?").get(order.currency);
      const money = (cents: number) => formatPrice(cents, { isocode: order.currency, symbol: currency?.symbol ?? "" });
      return {
        order: { code: order.code },
        returnEntries: priced.map((line) => ({
          orderEntry: { entryNumber: line.line.entryNumber },
          expectedQuantity: line.input.quantity,
          refundAmount: money(line.refund),
          kind: line.kind,
          ...(line.reasonCode ? { reason: { code: line.reasonCode } } : {}),
          ...(line.exchange ? { exchangeVariantCode: line.exchange.code } : {}),
        })),
        subTotal: money(subtotalCents),
        totalTax: money(0),
        deliveryCost: money(0),
        totalPrice: money(refundCents),
        thresholdRequestRequired: false,
      };
    },

    /** `POST users/{u}/orderReturns` — call inside an immediate transaction. */
    create(site: string, uid: string, orderCode: string, inputs: readonly ReturnEntryInput[], key: string | null) {
      if (key !== null) {
        const earlier = byKey.get(uid, key);
        if (earlier) {
          if (earlier.orderCode !== orderCode) throw invalidParameter("Idempotency-Key", "This Idempotency-Key was used for another order");
          const row = byId.get(earlier.id);
          if (!row) throw notFoundReturn(orderCode);
          return json(row);
        }
      }
      const at = now();
      const { order, priced, refundCents, subtotalCents } = price(site, uid, orderCode, inputs);
      const id = Number(
        insertReturn.run({
          key2: randomUUID(),
          orderId: order.id,
          site,
          uid,
          at,
          nextAt: at + (staysOf("APPROVAL_PENDING") ?? 0),
          refund: refundCents,
          subtotal: subtotalCents,
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
          refund: line.refund,
        });
      }
      const exchanges = priced.filter((line) => line.exchange !== null);
      if (exchanges.length > 0) {
        const cart = `RMA-${id}`;
        const replacementId = Number(
          insertReplacement.run({ source: order.id, cart, guid: randomUUID(), cartGuid: randomUUID(), at }).lastInsertRowid,
        );
        setOrderCode.run(replacementId);
        exchanges.forEach((line, index) => {
          const exchange = line.exchange;
          if (!exchange) return;
          insertReplacementEntry.run({
            orderId: replacementId,
            entryNumber: index,
            variantCode: exchange.code,
            colour: exchange.colour,
            size: exchange.size,
            fit: exchange.fit,
            quantity: line.input.quantity,
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

    /** `POST /dev/returns/{rma}/advance {to}` (dev only; in a transaction): straight to that status now. */
    devAdvance(rma: string, to: ReturnStatus) {
      const row = db.prepare<[string], { id: number }>("SELECT id FROM return_requests WHERE rma = ?").get(rma);
      if (!row) throw notFoundReturn(rma);
      advanceOne(row.id, to, now());
      const after = byId.get(row.id);
      if (!after) throw notFoundReturn(rma);
      return json(after);
    },
  };
}

export type ReturnsStore = ReturnType<typeof returnsStore>;
