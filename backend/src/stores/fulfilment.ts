import { createHash } from "node:crypto";
import { type Db } from "../db";
import { OccError, unknownIdentifier } from "../http/errors";

/**
 * Issue 23: the fulfilment clock, consignments and tracking (docs/order-details.md). SAP Commerce fulfils orders in
 * its warehouse process; the reference backend makes the demo move on its own with a lazy clock: every read of orders
 * runs `advanceDue(now)` (http/fulfilment-clock.ts), which moves what is due in one transaction.
 *
 * - An order CREATED or APPROVED is picked up `PICKUP_DELAY_MS` (1 h) after it was placed or approved
 *   (`orders.fulfilment_next_at`): its consignments are made (WAITING) and the order goes to PROCESSING.
 * - The split rule: units of stocked products (type S) ship from the distribution centre of the order's country,
 *   made-to-order products (K, R) from the supplier: an order with both ships as two consignments.
 * - Each consignment then moves WAITING →(2 h) PICKPACK →(1 d) READY_FOR_SHIPPING →(1 d) SHIPPED (carrier, tracking
 *   number and link, shipped date) →(1 d) IN_TRANSIT →(2 d) DELIVERY_COMPLETED (delivered date). Each step happens at
 *   the time it was due, so a clock that wakes late catches up with the dates it would have written.
 * - When every consignment is DELIVERY_COMPLETED or CANCELLED the order is COMPLETED.
 * - PENDING_APPROVAL, REJECTED and CANCELLED orders never ship (their `fulfilment_next_at` is NULL).
 * `orders.fulfilment_next_at` is always the earliest time something of the order is due (NULL: nothing), so finding
 * what is due is one indexed query.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const PICKUP_DELAY_MS = HOUR_MS;
/** How long a delivered order can be returned or exchanged (issue 24 builds the flow). */
export const RETURN_WINDOW_DAYS = 30;

/** The consignment statuses the clock walks through, with the time each waits before the next. */
export const CONSIGNMENT_FLOW = [
  { status: "WAITING", waitMs: 2 * HOUR_MS },
  { status: "PICKPACK", waitMs: DAY_MS },
  { status: "READY_FOR_SHIPPING", waitMs: DAY_MS },
  { status: "SHIPPED", waitMs: DAY_MS },
  { status: "IN_TRANSIT", waitMs: 2 * DAY_MS },
  { status: "DELIVERY_COMPLETED", waitMs: null },
] as const;
export type FlowStatus = (typeof CONSIGNMENT_FLOW)[number]["status"];
export const FLOW_STATUSES = CONSIGNMENT_FLOW.map((step) => step.status);

/** From SHIPPED on a consignment's units count as shipped (they can no longer be cancelled). */
export const SHIPPED_STATUSES = new Set(["SHIPPED", "IN_TRANSIT", "DELIVERING", "DELIVERY_COMPLETED", "PICKUP_COMPLETE", "READY_FOR_PICKUP"]);
const FINAL_STATUSES = new Set(["DELIVERY_COMPLETED", "CANCELLED"]);
export const CANCELLABLE_ORDER_STATUSES = new Set(["CREATED", "APPROVED", "PENDING_APPROVAL", "PROCESSING"]);
export const AMENDABLE_ORDER_STATUSES = new Set(["CREATED", "APPROVED", "PENDING_APPROVAL"]);
const SHIPPABLE_ORDER_STATUSES = new Set(["CREATED", "APPROVED", "PROCESSING"]);

const WAREHOUSES: Record<string, { stocked: string; supplier: string; city: string }> = {
  AU: { stocked: "Sydney DC", supplier: "Supplier direct", city: "Sydney NSW" },
  NZ: { stocked: "Auckland DC", supplier: "Supplier direct", city: "Auckland" },
};
const CARRIERS: Record<string, { code: string; name: string; prefix: string; url: (id: string) => string }> = {
  AU: { code: "auspost", name: "Australia Post", prefix: "AP", url: (id) => `https://auspost.com.au/mypost/track/details/${id}` },
  AU_SUPPLIER: { code: "startrack", name: "StarTrack", prefix: "ST", url: (id) => `https://startrack.com.au/track/details/${id}` },
  NZ: { code: "nzpost", name: "NZ Post", prefix: "NZ", url: (id) => `https://www.nzpost.co.nz/tools/tracking?trackid=${id}` },
};

const EVENT_DETAIL: Record<string, string> = {
  WAITING: "Order received by the warehouse",
  PICKPACK: "Items picked and being packed",
  READY_FOR_SHIPPING: "Packed and waiting for the carrier",
  SHIPPED: "Collected by the carrier",
  IN_TRANSIT: "In transit to the delivery address",
  DELIVERY_COMPLETED: "Delivered",
};

/** 'READY_FOR_SHIPPING' → 'readyForShipping' (SAP's statusDisplay keys). */
const displayKey = (status: string) => status.toLowerCase().replace(/_([a-z])/g, (_m: string, letter: string) => letter.toUpperCase());
const iso = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString());

interface ConsignmentRow {
  id: number;
  code: string;
  orderId: number;
  warehouse: string;
  status: string;
  statusAt: number;
  nextAt: number | null;
  carrierCode: string | null;
  carrierName: string | null;
  trackingId: string | null;
  trackingUrl: string | null;
  shippedAt: number | null;
  deliveredAt: number | null;
}

interface OrderCore {
  id: number;
  code: string;
  site: string;
  status: string;
  userUid: string;
  placedByUid: string;
  orgUnit: string;
  country: string;
  town: string;
  nextAt: number | null;
}

export type FulfilmentStore = ReturnType<typeof fulfilmentStore>;

export function fulfilmentStore(db: Db, now: () => number) {
  const CONSIGNMENT_SELECT = `SELECT id, code, order_id AS orderId, warehouse, status, status_at AS statusAt, next_at AS nextAt,
      carrier_code AS carrierCode, carrier_name AS carrierName, tracking_id AS trackingId, tracking_url AS trackingUrl,
      shipped_at AS shippedAt, delivered_at AS deliveredAt FROM consignments`;
  const due = db.prepare<[number], { id: number }>(
    "SELECT id FROM orders WHERE fulfilment_next_at IS NOT NULL AND fulfilment_next_at <= ? ORDER BY fulfilment_next_at LIMIT 500",
  );
  const orderCore = db.prepare<[number], OrderCore>(
    `SELECT o.id, o.code, o.site, o.status, o.user_uid AS userUid, o.placed_by_uid AS placedByUid, o.org_unit AS orgUnit,
       COALESCE(json_extract(o.delivery_address_json, '$.country.isocode'), ou.country, 'AU') AS country,
       COALESCE(json_extract(o.delivery_address_json, '$.town'), '') AS town, o.fulfilment_next_at AS nextAt
     FROM orders o LEFT JOIN org_units ou ON ou.uid = o.org_unit WHERE o.id = ?`,
  );
  const orderIdByCode = db.prepare<[string, string], { id: number }>("SELECT id FROM orders WHERE site = ? AND code = ?");
  const consignmentsOf = db.prepare<[number], ConsignmentRow>(`${CONSIGNMENT_SELECT} WHERE order_id = ? ORDER BY id`);
  const consignmentByCode = db.prepare<[number, string], ConsignmentRow>(`${CONSIGNMENT_SELECT} WHERE order_id = ? AND code = ?`);
  const consignmentEntries = db.prepare<[number], { entryNumber: number; quantity: number }>(
    "SELECT entry_number AS entryNumber, quantity FROM consignment_entries WHERE consignment_id = ? ORDER BY entry_number",
  );
  const eventsOf = db.prepare<[number], { at: number; status: string; location: string; detail: string }>(
    "SELECT at, status, location, detail FROM consignment_events WHERE consignment_id = ? ORDER BY at, rowid",
  );
  const entriesToShip = db.prepare<[number], { entryNumber: number; units: number; productType: string }>(
    `SELECT e.entry_number AS entryNumber, COALESCE(e.approved_quantity, e.quantity) - e.cancelled_quantity AS units,
       COALESCE(p.product_type, 'S') AS productType
     FROM order_entries e LEFT JOIN variants v ON v.code = e.variant_code LEFT JOIN products p ON p.code = v.product_code
     WHERE e.order_id = ? ORDER BY e.entry_number`,
  );
  const insertConsignment = db.prepare<{ code: string; orderId: number; warehouse: string; at: number; nextAt: number }>(
    `INSERT INTO consignments (code, order_id, warehouse, status, status_at, next_at) VALUES (@code, @orderId, @warehouse, 'WAITING', @at, @nextAt)`,
  );
  const insertConsignmentEntry = db.prepare<[number, number, number]>(
    "INSERT INTO consignment_entries (consignment_id, entry_number, quantity) VALUES (?, ?, ?)",
  );
  const insertEvent = db.prepare<[number, number, string, string, string]>(
    "INSERT INTO consignment_events (consignment_id, at, status, location, detail) VALUES (?, ?, ?, ?, ?)",
  );
  const moveConsignment = db.prepare<{ id: number; status: string; at: number; nextAt: number | null }>(
    "UPDATE consignments SET status = @status, status_at = @at, next_at = @nextAt WHERE id = @id",
  );
  const shipConsignment = db.prepare<{ id: number; code: string; name: string; trackingId: string; url: string; at: number }>(
    `UPDATE consignments SET carrier_code = @code, carrier_name = @name, tracking_id = @trackingId, tracking_url = @url, shipped_at = @at
     WHERE id = @id AND tracking_id IS NULL`,
  );
  const deliverConsignment = db.prepare<[number, number]>("UPDATE consignments SET delivered_at = ? WHERE id = ?");
  const setOrder = db.prepare<{ id: number; status: string; nextAt: number | null }>(
    "UPDATE orders SET status = @status, fulfilment_next_at = @nextAt WHERE id = @id",
  );
  const setNextAt = db.prepare<[number | null, number]>("UPDATE orders SET fulfilment_next_at = ? WHERE id = ?");
  const setPlaced = db.prepare<[string, number | null, number]>("UPDATE orders SET channel = ?, fulfilment_next_at = ? WHERE id = ?");

  // Reading the order's fulfilment facts (toOrder).
  const orderExtras = db.prepare<[number], { channel: string; replenishmentCode: string | null; amendedAt: number | null; orgUnit: string; orgUnitName: string | null; status: string }>(
    `SELECT o.channel, o.replenishment_code AS replenishmentCode, o.amended_at AS amendedAt, o.org_unit AS orgUnit, ou.name AS orgUnitName, o.status
     FROM orders o LEFT JOIN org_units ou ON ou.uid = o.org_unit WHERE o.id = ?`,
  );
  const entryQuantities = db.prepare<[number], { entryNumber: number; quantity: number; cancelled: number }>(
    `SELECT entry_number AS entryNumber, COALESCE(approved_quantity, quantity) AS quantity, cancelled_quantity AS cancelled
     FROM order_entries WHERE order_id = ? ORDER BY entry_number`,
  );
  // Units already returned or asked back (issue 24, docs/returns.md): every return request but a cancelled one.
  const returnedOf = db.prepare<[number], { entryNumber: number; quantity: number }>(
    `SELECT re.entry_number AS entryNumber, SUM(re.quantity) AS quantity FROM return_entries re
     JOIN return_requests r ON r.id = re.return_id WHERE r.order_id = ? AND r.status NOT IN ('CANCELED', 'CANCELLING')
     GROUP BY re.entry_number`,
  );
  const returnRequestsOf = db.prepare<[number], { rma: string; status: string }>(
    "SELECT rma, status FROM return_requests WHERE order_id = ? ORDER BY created_at, id",
  );
  const cancellationsOf = db.prepare<[number], { createdAt: number; reason: string | null; entriesJson: string }>(
    "SELECT created_at AS createdAt, reason, entries_json AS entriesJson FROM order_cancellations WHERE order_id = ? ORDER BY created_at, id",
  );

  const trackingId = (consignmentCode: string, prefix: string) => {
    const digits = BigInt(`0x${createHash("sha256").update(`tracking:${consignmentCode}`).digest("hex").slice(0, 12)}`) % 10_000_000_000n;
    return `${prefix}${String(digits).padStart(10, "0")}`;
  };

  /** Makes the consignments of an order (the split rule), at `at`; returns how many. */
  function createConsignments(order: OrderCore, at: number): number {
    const place = WAREHOUSES[order.country] ?? WAREHOUSES.AU!;
    const groups = new Map<string, { entryNumber: number; units: number }[]>();
    for (const entry of entriesToShip.all(order.id)) {
      if (entry.units <= 0) continue;
      const warehouse = entry.productType === "S" ? place.stocked : place.supplier;
      groups.set(warehouse, [...(groups.get(warehouse) ?? []), entry]);
    }
    let n = 0;
    for (const [warehouse, entries] of [...groups].sort(([a], [b]) => (a === place.stocked ? -1 : b === place.stocked ? 1 : 0))) {
      const code = `a${order.code}_${n}`;
      const id = Number(insertConsignment.run({ code, orderId: order.id, warehouse, at, nextAt: at + CONSIGNMENT_FLOW[0].waitMs }).lastInsertRowid);
      for (const entry of entries) insertConsignmentEntry.run(id, entry.entryNumber, entry.units);
      insertEvent.run(id, at, "WAITING", warehouse, EVENT_DETAIL.WAITING ?? "");
      n += 1;
    }
    return n;
  }

  /** One step of a consignment along the flow, at `at`. False when it is at the end (or off the flow). */
  function step(consignment: ConsignmentRow, order: OrderCore, at: number): boolean {
    const index = FLOW_STATUSES.indexOf(consignment.status as FlowStatus);
    const next = index < 0 ? undefined : CONSIGNMENT_FLOW[index + 1];
    if (!next) return false;
    const nextAt = next.waitMs === null ? null : at + next.waitMs;
    moveConsignment.run({ id: consignment.id, status: next.status, at, nextAt });
    const place = WAREHOUSES[order.country] ?? WAREHOUSES.AU!;
    let location = consignment.warehouse;
    if (next.status === "SHIPPED") {
      const carrier = order.country === "NZ" ? CARRIERS.NZ! : consignment.warehouse === place.supplier ? CARRIERS.AU_SUPPLIER! : CARRIERS.AU!;
      const id = trackingId(consignment.code, carrier.prefix);
      shipConsignment.run({ id: consignment.id, code: carrier.code, name: carrier.name, trackingId: id, url: carrier.url(id), at });
      location = place.city;
    }
    if (next.status === "IN_TRANSIT") location = place.city;
    if (next.status === "DELIVERY_COMPLETED") {
      deliverConsignment.run(at, consignment.id);
      location = order.town;
    }
    insertEvent.run(consignment.id, at, next.status, location, EVENT_DETAIL[next.status] ?? "");
    consignment.status = next.status;
    consignment.statusAt = at;
    consignment.nextAt = nextAt;
    return true;
  }

  /** The order's status and next due time from its consignments. */
  function settle(order: OrderCore) {
    const consignments = consignmentsOf.all(order.id);
    if (!SHIPPABLE_ORDER_STATUSES.has(order.status)) {
      setNextAt.run(null, order.id);
      return;
    }
    if (consignments.length === 0) return;
    if (consignments.every((c) => FINAL_STATUSES.has(c.status))) {
      setOrder.run({ id: order.id, status: "COMPLETED", nextAt: null });
      return;
    }
    const pending = consignments.filter((c) => c.nextAt !== null && !FINAL_STATUSES.has(c.status)).map((c) => c.nextAt as number);
    setOrder.run({ id: order.id, status: "PROCESSING", nextAt: pending.length > 0 ? Math.min(...pending) : null });
  }

  /** Moves one order as far as the clock says at `at` (call inside a transaction). */
  function catchUp(orderId: number, at: number) {
    const order = orderCore.get(orderId);
    if (!order) return;
    if (!SHIPPABLE_ORDER_STATUSES.has(order.status)) {
      setNextAt.run(null, order.id);
      return;
    }
    let consignments = consignmentsOf.all(order.id);
    if (consignments.length === 0) {
      if (order.nextAt === null || order.nextAt > at) return;
      if (createConsignments(order, order.nextAt) === 0) {
        setNextAt.run(null, order.id);
        return;
      }
      order.status = "PROCESSING";
      consignments = consignmentsOf.all(order.id);
    }
    for (const consignment of consignments) {
      while (consignment.nextAt !== null && consignment.nextAt <= at && !FINAL_STATUSES.has(consignment.status)) {
        if (!step(consignment, order, consignment.nextAt)) break;
      }
    }
    settle(order);
  }

  function orderOf(site: string, code: string): OrderCore {
    const id = orderIdByCode.get(site, code)?.id;
    const order = id === undefined ? undefined : orderCore.get(id);
    if (!order) throw unknownIdentifier(`Order with code '${code.slice(0, 64)}' not found`);
    return order;
  }

  function consignmentJson(row: ConsignmentRow) {
    const shipped = SHIPPED_STATUSES.has(row.status);
    return {
      code: row.code,
      status: row.status,
      statusDisplay: displayKey(row.status),
      statusDate: new Date(row.statusAt).toISOString(),
      warehouseName: row.warehouse,
      ...(row.trackingId ? { trackingID: row.trackingId } : {}),
      ...(row.carrierCode ? { carrier: { code: row.carrierCode, name: row.carrierName ?? row.carrierCode } } : {}),
      ...(row.trackingUrl ? { trackingUrl: row.trackingUrl } : {}),
      ...(row.shippedAt !== null ? { shippingDate: iso(row.shippedAt) } : {}),
      ...(row.deliveredAt !== null ? { deliveredDate: iso(row.deliveredAt) } : {}),
      entries: consignmentEntries.all(row.id).map((entry) => ({
        orderEntry: { entryNumber: entry.entryNumber },
        quantity: entry.quantity,
        shippedQuantity: shipped ? entry.quantity : 0,
      })),
    };
  }

  return {
    /**
     * The lazy clock: moves every order that is due at `at`. One indexed query when nothing is due; the moves in one
     * immediate transaction otherwise (a second request that raced it finds nothing left to do).
     */
    advanceDue(at: number = now()): number {
      if (due.all(at).length === 0) return 0;
      return db
        .transaction(() => {
          const ids = due.all(at);
          for (const { id } of ids) catchUp(id, at);
          return ids.length;
        })
        .immediate();
    },

    /** After placement (stores/orders.ts `place`): how it came in, and when the clock picks it up. */
    placed(orderId: number, { channel, status, at }: { channel: string; status: string; at: number }) {
      setPlaced.run(channel, status === "CREATED" || status === "APPROVED" ? at + PICKUP_DELAY_MS : null, orderId);
    },

    /** An order was approved at `at` (stores/approvals.ts): the clock picks it up an hour later. */
    approved(orderId: number, at: number) {
      setNextAt.run(at + PICKUP_DELAY_MS, orderId);
    },

    /** Seeds: catch one order up with the clock at `at` (inside the seed's transaction). */
    catchUp,

    /**
     * After a change to an order's status or consignments (a cancellation left a consignment CANCELLED, an amendment
     * sent it back to PENDING_APPROVAL; call inside that transaction): its status and next due time from its
     * consignments again — COMPLETED when every consignment is final, nothing due when it does not ship.
     */
    refresh(orderId: number) {
      const order = orderCore.get(orderId);
      if (order) settle(order);
    },

    /**
     * `POST /dev/orders/{code}/advance` (dev only; call inside a transaction): every consignment of the order to
     * `to` (made first when the order has none), or `steps` steps along the flow (making the consignments is the
     * first step). Answers the order's consignments.
     */
    devAdvance(site: string, code: string, target: { to: FlowStatus } | { steps: number }, at: number = now()) {
      const order = orderOf(site, code);
      if (!SHIPPABLE_ORDER_STATUSES.has(order.status)) {
        throw new OccError(400, [{ type: "IllegalStateError", message: `Order ${order.code} is ${order.status}: it does not ship` }]);
      }
      let steps = "steps" in target ? target.steps : Number.POSITIVE_INFINITY;
      if (consignmentsOf.all(order.id).length === 0) {
        if (createConsignments(order, at) === 0) throw new OccError(400, [{ type: "IllegalStateError", message: `Order ${order.code} has nothing to ship` }]);
        order.status = "PROCESSING";
        steps -= 1;
      }
      for (const consignment of consignmentsOf.all(order.id)) {
        if (consignment.status === "CANCELLED") continue;
        let left = steps;
        while (left > 0) {
          if ("to" in target) {
            const here = FLOW_STATUSES.indexOf(consignment.status as FlowStatus);
            if (here < 0 || here >= FLOW_STATUSES.indexOf(target.to)) break;
          }
          if (!step(consignment, order, at)) break;
          left -= 1;
        }
      }
      settle(order);
      return { code: order.code, status: orderCore.get(order.id)?.status ?? order.status, consignments: consignmentsOf.all(order.id).map(consignmentJson) };
    },

    /**
     * The fulfilment facts of an order for its OCC Order (issue 23 contract item 3): consignments, per entry the
     * cancelled, cancellable and returnable quantities, and the order's cancellable / returnable / amendable flags,
     * unit, channel, replenishment, amendment date and cancellations.
     */
    orderFacts(orderId: number, at: number = now()) {
      const extras = orderExtras.get(orderId);
      const consignments = consignmentsOf.all(orderId);
      const shippedByEntry = new Map<number, number>();
      const returnableByEntry = new Map<number, number>();
      const windowStart = at - RETURN_WINDOW_DAYS * DAY_MS;
      const cancelledOrder = extras?.status === "CANCELLED";
      const json = consignments.map((row) => {
        const body = consignmentJson(row);
        for (const entry of body.entries) {
          const n = entry.orderEntry.entryNumber;
          shippedByEntry.set(n, (shippedByEntry.get(n) ?? 0) + entry.shippedQuantity);
          if (row.status === "DELIVERY_COMPLETED" && row.deliveredAt !== null && row.deliveredAt >= windowStart && !cancelledOrder) {
            returnableByEntry.set(n, (returnableByEntry.get(n) ?? 0) + entry.quantity);
          }
        }
        return body;
      });
      // Returnable = delivered within the window − already returned or requested (not cancelled returns).
      for (const row of returnedOf.all(orderId)) {
        returnableByEntry.set(row.entryNumber, Math.max(0, (returnableByEntry.get(row.entryNumber) ?? 0) - row.quantity));
      }
      const orderCancellable = CANCELLABLE_ORDER_STATUSES.has(extras?.status ?? "");
      const entries = new Map(
        entryQuantities.all(orderId).map((entry) => {
          const cancellable = orderCancellable ? Math.max(0, entry.quantity - entry.cancelled - (shippedByEntry.get(entry.entryNumber) ?? 0)) : 0;
          return [
            entry.entryNumber,
            { cancelledQuantity: entry.cancelled, cancellableQuantity: cancellable, returnableQuantity: returnableByEntry.get(entry.entryNumber) ?? 0 },
          ] as const;
        }),
      );
      const cancellations = cancellationsOf.all(orderId).map((row) => ({
        date: new Date(row.createdAt).toISOString(),
        ...(row.reason ? { reason: row.reason } : {}),
        entries: JSON.parse(row.entriesJson) as { entryNumber: number; quantity: number }[],
      }));
      const returnRequests = returnRequestsOf.all(orderId).map((row) => ({ rma: row.rma, code: row.rma, status: row.status }));
      return {
        entries,
        order: {
          consignments: json,
          cancellable: [...entries.values()].some((entry) => entry.cancellableQuantity > 0),
          returnable: [...returnableByEntry.values()].some((units) => units > 0),
          amendable: AMENDABLE_ORDER_STATUSES.has(extras?.status ?? "") && consignments.length === 0,
          ...(extras ? { orgUnit: { uid: extras.orgUnit, name: extras.orgUnitName ?? extras.orgUnit } } : {}),
          channel: extras?.channel ?? "web",
          ...(extras?.replenishmentCode ? { replenishmentOrderCode: extras.replenishmentCode } : {}),
          ...(extras?.amendedAt ? { amendedDate: new Date(extras.amendedAt).toISOString() } : {}),
          ...(cancellations.length > 0 ? { cancellations } : {}),
          // Spec part 2 §3: the order's return requests with their rma code (issue 24).
          ...(returnRequests.length > 0 ? { returnRequests } : {}),
        },
      };
    },

    /**
     * `GET users/{u}/orders/{code}/consignments/{consignmentCode}/tracking` after the caller's access to the order was
     * checked: SAP's ConsignmentTrackingWsDTO.
     */
    tracking(orderId: number, consignmentCode: string) {
      const row = consignmentByCode.get(orderId, consignmentCode);
      if (!row) throw unknownIdentifier(`Consignment with code '${consignmentCode.slice(0, 64)}' not found`);
      return {
        ...(row.carrierCode ? { carrierDetails: { code: row.carrierCode, name: row.carrierName ?? row.carrierCode } } : {}),
        ...(row.trackingId ? { trackingID: row.trackingId } : {}),
        ...(row.trackingUrl ? { trackingUrl: row.trackingUrl } : {}),
        statusDisplay: displayKey(row.status),
        trackingEvents: eventsOf.all(row.id).map((event) => ({
          eventDate: new Date(event.at).toISOString(),
          location: event.location,
          detail: event.detail,
          referenceCode: event.status,
        })),
      };
    },
  };
}
