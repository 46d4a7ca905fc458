import { type Db } from "../db";
import { forbidden, unknownIdentifier } from "../http/errors";
import { garmentImageUrl } from "../media-paths";
import { type Caller } from "./caller";
import { type CartAccessStore } from "./cart-access";
import { DirectOrderError, type directOrders } from "./direct-orders";
import { orderHistoryRow } from "./order-history";
import { displayTimeTable, isoDate, type RecurrencePeriod, scheduleFields } from "./orders";
import { formatPrice } from "./pricing";
import { productUrl } from "./products";

/**
 * Scheduled replenishment orders after checkout (issue 23; docs/replenishments-and-po-numbers.md): SAP's
 * ReplenishmentOrderController reads — the list, one schedule, the orders a schedule placed — and its cancel
 * (`PATCH`), plus the reference backend's lazy runner: every replenishment read first places the order of each
 * active schedule whose next order date has come (`runDue`), as the fulfilment clock moves orders when read.
 * Placing a schedule's order writes it through stores/direct-orders.ts (priced now, paid on account, no stock
 * taken) and then marks it `channel = 'replenishment'`, `replenishment_code`, with the schedule's PO number, cost
 * centre and delivery address. Scheduling (`POST orgUsers/{u}/replenishmentOrders`) stays in stores/orders.ts.
 */

const DAY_MS = 86_400_000;
/** At most this many missed occurrences of one schedule are ordered per read (the rest on the next read). */
export const MAX_CATCH_UP = 31;
/** The fulfilment clock picks a CREATED order up an hour after it was placed (issue 23 contract). */
const FULFILMENT_DELAY_MS = 3_600_000;

export const REPLENISHMENT_SORTS = ["byDate", "byReplenishmentNumber", "byNextOrderDate"] as const;
export type ReplenishmentSort = (typeof REPLENISHMENT_SORTS)[number];
export const REPLENISHMENT_ORDER_SORTS = ["byDate", "byOrderNumber"] as const;
export type ReplenishmentOrderSort = (typeof REPLENISHMENT_ORDER_SORTS)[number];

interface PlacedRow {
  code: string;
  guid: string;
  createdAt: number;
  status: string;
  poNumber: string | null;
  totalWithTaxCents: number;
  currency: string;
  currencySymbol: string;
}

const PLACED_SELECT = `SELECT o.code, o.guid, o.created_at AS createdAt, o.status, o.po_number AS poNumber,
    o.total_with_tax_cents AS totalWithTaxCents, o.currency, cur.symbol AS currencySymbol
  FROM orders o JOIN currencies cur ON cur.isocode = o.currency`;

interface ScheduleRow {
  id: number;
  code: string;
  site: string;
  userUid: string;
  userName: string;
  placedByUid: string;
  active: number;
  createdAt: number;
  cancelledAt: number | null;
  firstDate: string;
  nextDate: string;
  recurrencePeriod: RecurrencePeriod;
  numberOfDays: number | null;
  numberOfWeeks: number | null;
  nthDayOfMonth: number | null;
  currency: string;
  currencySymbol: string;
  totalWithTaxCents: number;
  deliveryAddressJson: string;
  deliveryModeCode: string;
  costCentreCode: string | null;
  costCentreName: string | null;
  poNumber: string | null;
  paymentType: string;
  entryCount: number;
  unitCount: number;
}

interface EntryRow {
  entryNumber: number;
  variantCode: string;
  quantity: number;
  unitCents: number;
  productCode: string | null;
  name: string | null;
  shape: string | null;
  colour: string | null;
  colourName: string | null;
  size: string | null;
  fit: string | null;
}

const PAYMENT_TYPE_NAMES: Record<string, string> = { ACCOUNT: "Account", CARD: "Card" };

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** The occurrence after `date` (yyyy-mm-dd) of a schedule: every n days, every n weeks, or day n of every month. */
export function nextOccurrence(
  schedule: { recurrencePeriod: RecurrencePeriod; numberOfDays: number | null; numberOfWeeks: number | null; nthDayOfMonth: number | null; firstDate: string },
  date: string,
): string {
  const at = Date.parse(`${date}T00:00:00.000Z`);
  switch (schedule.recurrencePeriod) {
    case "DAILY":
      return isoDate(at + (schedule.numberOfDays ?? 1) * DAY_MS);
    case "WEEKLY":
      return isoDate(at + 7 * (schedule.numberOfWeeks ?? 1) * DAY_MS);
    case "MONTHLY": {
      const day = schedule.nthDayOfMonth ?? Number(schedule.firstDate.slice(8, 10));
      const current = new Date(at);
      const year = current.getUTCFullYear() + (current.getUTCMonth() === 11 ? 1 : 0);
      const month = (current.getUTCMonth() + 1) % 12;
      return isoDate(Date.UTC(year, month, Math.min(day, daysInMonth(year, month))));
    }
  }
}

export type ReplenishmentStore = ReturnType<typeof replenishmentStore>;

export function replenishmentStore(
  db: Db,
  now: () => number,
  { access, directOrders: writer }: { access: CartAccessStore; directOrders: ReturnType<typeof directOrders> },
) {
  const SELECT = `SELECT r.id, r.code, r.site, r.user_uid AS userUid, u.first_name || ' ' || u.last_name AS userName,
      r.placed_by_uid AS placedByUid, r.active, r.created_at AS createdAt, r.cancelled_at AS cancelledAt,
      r.first_date AS firstDate, COALESCE(r.next_order_date, r.first_date) AS nextDate, r.recurrence_period AS recurrencePeriod,
      r.number_of_days AS numberOfDays, r.number_of_weeks AS numberOfWeeks, r.nth_day_of_month AS nthDayOfMonth, r.currency,
      cur.symbol AS currencySymbol, r.total_with_tax_cents AS totalWithTaxCents, r.delivery_address_json AS deliveryAddressJson,
      r.delivery_mode_code AS deliveryModeCode, r.cost_centre_code AS costCentreCode, r.cost_centre_name AS costCentreName,
      r.po_number AS poNumber, r.payment_type AS paymentType,
      (SELECT COUNT(*) FROM replenishment_entries e WHERE e.replenishment_id = r.id) AS entryCount,
      (SELECT COALESCE(SUM(e.quantity), 0) FROM replenishment_entries e WHERE e.replenishment_id = r.id) AS unitCount
    FROM replenishment_orders r JOIN currencies cur ON cur.isocode = r.currency JOIN users u ON u.uid = r.user_uid`;
  const OWN = "r.site = @site AND (r.user_uid = @uid OR r.placed_by_uid = @uid)";
  const byCode = db.prepare<[{ site: string; code: string }], ScheduleRow>(`${SELECT} WHERE r.site = @site AND r.code = @code`);
  const count = db.prepare<[{ site: string; uid: string }], { total: number }>(`SELECT COUNT(*) AS total FROM replenishment_orders r WHERE ${OWN}`);
  const ORDER_BY: Record<ReplenishmentSort, string> = {
    byDate: "r.created_at DESC, r.id DESC",
    byReplenishmentNumber: "r.id DESC",
    byNextOrderDate: "r.active DESC, COALESCE(r.next_order_date, r.first_date), r.id DESC",
  };
  const page = (sort: ReplenishmentSort) =>
    db.prepare<[{ site: string; uid: string; limit: number; offset: number }], ScheduleRow>(
      `${SELECT} WHERE ${OWN} ORDER BY ${ORDER_BY[sort]} LIMIT @limit OFFSET @offset`,
    );
  const pages = { byDate: page("byDate"), byReplenishmentNumber: page("byReplenishmentNumber"), byNextOrderDate: page("byNextOrderDate") };
  const entries = db.prepare<[number], EntryRow>(
    `SELECT e.entry_number AS entryNumber, e.variant_code AS variantCode, e.quantity, e.unit_cents AS unitCents,
       p.code AS productCode, p.name, p.shape, v.colour, c.name AS colourName, v.size, v.fit
     FROM replenishment_entries e LEFT JOIN variants v ON v.code = e.variant_code LEFT JOIN products p ON p.code = v.product_code
     LEFT JOIN colours c ON c.code = v.colour
     WHERE e.replenishment_id = ? ORDER BY e.entry_number`,
  );
  const orderCount = db.prepare<[{ site: string; code: string }], { total: number }>(
    "SELECT COUNT(*) AS total FROM orders WHERE site = @site AND replenishment_code = @code",
  );
  const orderPages = {
    byDate: db.prepare<[{ site: string; code: string; limit: number; offset: number }], PlacedRow>(
      `${PLACED_SELECT} WHERE o.site = @site AND o.replenishment_code = @code ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
    ),
    byOrderNumber: db.prepare<[{ site: string; code: string; limit: number; offset: number }], PlacedRow>(
      `${PLACED_SELECT} WHERE o.site = @site AND o.replenishment_code = @code ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
    ),
  };
  const anyDue = db.prepare<[string], { id: number }>(
    "SELECT id FROM replenishment_orders WHERE active = 1 AND COALESCE(next_order_date, first_date) <= ? LIMIT 1",
  );
  const due = db.prepare<[{ today: string }], ScheduleRow>(
    `${SELECT} WHERE r.active = 1 AND COALESCE(r.next_order_date, r.first_date) <= @today ORDER BY r.id`,
  );
  const setNextDate = db.prepare<[string, number]>("UPDATE replenishment_orders SET next_order_date = ? WHERE id = ?");
  const markOrder = db.prepare(
    `UPDATE orders SET channel = 'replenishment', replenishment_code = @code, po_number = @poNumber, cost_centre_code = @costCentreCode,
       cost_centre_name = @costCentreName, delivery_address_json = @deliveryAddressJson, fulfilment_next_at = @fulfilmentNextAt
     WHERE id = @id`,
  );
  const cancel = db.prepare<[number, string, number]>(
    "UPDATE replenishment_orders SET active = 0, cancelled_at = ?, cancelled_by = ? WHERE id = ? AND active = 1",
  );

  function own(from: Caller, code: string): ScheduleRow {
    if (from.userId === "anonymous") throw forbidden("Guests have no replenishment orders");
    const caller = access.signedInCaller(from);
    const row = byCode.get({ site: from.site.uid, code });
    if (!row || (row.userUid !== caller.actingUid && row.placedByUid !== caller.actingUid)) {
      throw unknownIdentifier(`Replenishment order with code '${code.slice(0, 64)}' not found`);
    }
    return row;
  }

  function toSummary(row: ScheduleRow) {
    const money = (cents: number) => formatPrice(cents, { isocode: row.currency, symbol: row.currencySymbol });
    return {
      ...scheduleFields(row),
      // SAP's trigger: activationTime is when the schedule next orders (a cancelled schedule has none).
      trigger: {
        displayTimeTable: displayTimeTable(row),
        ...(row.active === 1 ? { activationTime: `${row.nextDate}T00:00:00+0000` } : {}),
      },
      created: new Date(row.createdAt).toISOString(),
      ...(row.cancelledAt !== null ? { cancelledDate: new Date(row.cancelledAt).toISOString() } : {}),
      totalItems: row.entryCount,
      totalUnitCount: row.unitCount,
      totalPriceWithTax: money(row.totalWithTaxCents),
      ...(row.costCentreCode ? { costCenter: { code: row.costCentreCode, name: row.costCentreName ?? row.costCentreCode } } : {}),
      ...(row.poNumber ? { purchaseOrderNumber: row.poNumber } : {}),
      paymentType: { code: row.paymentType, displayName: PAYMENT_TYPE_NAMES[row.paymentType] ?? row.paymentType },
      user: { uid: row.userUid, name: row.userName },
    };
  }

  function toDetail(row: ScheduleRow) {
    const money = (cents: number) => formatPrice(cents, { isocode: row.currency, symbol: row.currencySymbol });
    return {
      ...toSummary(row),
      deliveryAddress: JSON.parse(row.deliveryAddressJson) as unknown,
      deliveryMode: { code: row.deliveryModeCode },
      entries: entries.all(row.id).map((entry) => ({
        entryNumber: entry.entryNumber,
        quantity: entry.quantity,
        basePrice: money(entry.unitCents),
        totalPrice: money(entry.unitCents * entry.quantity),
        product: {
          code: entry.variantCode,
          name: entry.name ?? entry.variantCode,
          ...(entry.productCode ? { baseProduct: entry.productCode, url: productUrl(entry.productCode, entry.name ?? entry.productCode) } : {}),
          ...(entry.shape && entry.colour
            ? {
                images: (["product", "thumbnail"] as const).map((format) => ({
                  url: garmentImageUrl(format, entry.shape ?? "", entry.colour ?? ""),
                  altText: `${entry.name ?? entry.variantCode} in ${entry.colourName ?? entry.colour}`,
                  format,
                  imageType: "PRIMARY",
                })),
              }
            : {}),
          variantOptionQualifiers: [
            ...(entry.colourName ? [{ qualifier: "colour", name: "Colour", value: entry.colourName }] : []),
            ...(entry.size ? [{ qualifier: "size", name: "Size", value: entry.size }] : []),
            ...(entry.fit ? [{ qualifier: "fit", name: "Fit", value: entry.fit }] : []),
          ],
        },
      })),
    };
  }

  /** Places one occurrence's order (inside the runner's transaction); false when the schedule can no longer be ordered. */
  function placeOccurrence(row: ScheduleRow, date: string): boolean {
    const lines = entries.all(row.id).map((entry) => ({ variantCode: entry.variantCode, quantity: entry.quantity }));
    const createdAt = Math.min(now(), Math.max(Date.parse(`${date}T00:00:00.000Z`), row.createdAt));
    try {
      const placed = writer.create({
        site: row.site,
        userUid: row.userUid,
        placedByUid: row.placedByUid,
        entries: lines,
        createdAt,
        status: "CREATED",
        exceededLimit: null,
      });
      markOrder.run({
        id: placed.id,
        code: row.code,
        poNumber: row.poNumber,
        costCentreCode: row.costCentreCode,
        costCentreName: row.costCentreName,
        deliveryAddressJson: row.deliveryAddressJson,
        fulfilmentNextAt: createdAt + FULFILMENT_DELAY_MS,
      });
      return true;
    } catch (error) {
      // A variant withdrawn since, a user moved off the site: this occurrence is skipped, the schedule goes on.
      if (error instanceof DirectOrderError) return false;
      throw error;
    }
  }

  /**
   * The lazy runner: places the order of every active schedule whose next order date is today or earlier (UTC), one
   * per missed occurrence (at most MAX_CATCH_UP per schedule and call), and moves each next date past today. One
   * indexed query when nothing is due; otherwise one BEGIN IMMEDIATE transaction that re-reads what is due, so two
   * concurrent reads never order the same occurrence twice. Returns the number of orders placed.
   */
  function runDue(): number {
    const today = isoDate(now());
    if (!anyDue.get(today)) return 0;
    return db
      .transaction(() => {
        let placed = 0;
        for (const row of due.all({ today })) {
          let date = row.nextDate;
          for (let n = 0; n < MAX_CATCH_UP && date <= today; n += 1) {
            if (placeOccurrence(row, date)) placed += 1;
            date = nextOccurrence(row, date);
          }
          setNextDate.run(date, row.id);
        }
        return placed;
      })
      .immediate();
  }

  return {
    runDue,

    /** `GET users/{u}/replenishmentOrders?currentPage&pageSize&sort`: the caller's own (or placed) schedules. */
    list(from: Caller, query: { currentPage: number; pageSize: number; sort: ReplenishmentSort }) {
      if (from.userId === "anonymous") throw forbidden("Guests have no replenishment orders");
      const caller = access.signedInCaller(from);
      const params = { site: from.site.uid, uid: caller.actingUid };
      const total = count.get(params)?.total ?? 0;
      const rows = pages[query.sort].all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      return {
        replenishmentOrders: rows.map(toSummary),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, sort: query.sort, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
        sorts: REPLENISHMENT_SORTS.map((code) => ({ code, selected: code === query.sort })),
      };
    },

    /** `GET users/{u}/replenishmentOrders/{code}`: one schedule with its entries. */
    read(from: Caller, code: string) {
      return toDetail(own(from, code));
    },

    /** `GET users/{u}/replenishmentOrders/{code}/orders`: the orders the schedule placed (SAP's OrderHistoryList). */
    orders(from: Caller, code: string, query: { currentPage: number; pageSize: number; sort: ReplenishmentOrderSort }) {
      const row = own(from, code);
      const params = { site: row.site, code: row.code };
      const total = orderCount.get(params)?.total ?? 0;
      const rows = orderPages[query.sort].all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      return {
        orders: rows.map((order) => ({
          ...orderHistoryRow(order),
          replenishmentOrderCode: row.code,
        })),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, sort: query.sort, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
        sorts: REPLENISHMENT_ORDER_SORTS.map((sortCode) => ({ code: sortCode, selected: sortCode === query.sort })),
      };
    },

    /**
     * `PATCH users/{u}/replenishmentOrders/{code}` (SAP cancels; Spartacus sends `{}`) — call inside an immediate
     * transaction. The schedule stops (active false, cancelled_at, cancelled_by); cancelling a cancelled schedule
     * changes nothing and answers it again (a double submit never acts twice).
     */
    cancel(from: Caller, code: string) {
      const row = own(from, code);
      const caller = access.signedInCaller(from);
      cancel.run(now(), caller.actingUid, row.id);
      return toDetail(own(from, code));
    },
  };
}

