/**
 * Buyer amendments (issue 23; docs/order-changes.md): the order's owner or placer changes quantities and adds
 * products while the order is amendable — CREATED, APPROVED or PENDING_APPROVAL and no consignment yet.
 *
 * - `GET orgUsers/{u}/orders/{code}/amendment` (ours): the edit data — the lines with their quantity and the most
 *   they may become (999, and for stocked variants what is in stock on top of what the line holds), and the eligible
 *   products (variants priced on the order's site in its currency, in stock; searchable, paged).
 * - `POST orgUsers/{u}/orders/{code}/amend` by the owner or placer (the approver's amendment of the same path is
 *   stores/approvals.ts): `{ entries:[{entryNumber, quantity}], additions?:[{code, quantity}] }`. Quantities 1..999;
 *   0 removes a line while another remains; additions are eligible variants not already ordered; stock is taken for
 *   what grows and given back for what shrinks (only what placement took). The totals are recalculated
 *   (stores/order-cancellations.ts `recalculatedTotals`), and the new total is checked against the placer's purchase
 *   limits as placement does (stores/purchase-limits.ts; this order's own earlier total left out of the period): above
 *   a limit the order goes back to PENDING_APPROVAL with a fresh approval record (the clock stops). A pending order
 *   stays pending (its approver still decides; the record's placed totals follow the amendment). `amended_at` set,
 *   one order_amendments row.
 * - `?dryRun=true` prices the amendment and answers the order as it would be, inside a savepoint that is rolled
 *   back: nothing is written. A replayed Idempotency-Key answers the order with `replayed: true` and changes nothing.
 */
import { type Db } from "../db";
import { invalidParameter, OccError } from "../http/errors";
import { garmentImageUrl } from "../media-paths";
import { type ApprovalRecords } from "./approval-records";
import { type FulfilmentStore } from "./fulfilment";
import { type OrderChangeFacts, ownOrderFinder, recalculatedTotals } from "./order-cancellations";
import { type OrderStore } from "./orders";
import { discountedCents, formatPrice, volumeDiscount, type VolumeTierLoader } from "./pricing";
import { productUrl } from "./products";
import { type ApprovalRules } from "./approval-rules";
import { type ExceededLimitRecord, toExceededLimitJson } from "./purchase-limits";

export const MAX_LINE_QUANTITY = 999;
export const ELIGIBLE_PAGE_SIZE = 20;

export interface AmendInput {
  entries: { entryNumber: number; quantity: number }[];
  additions?: { code: string; quantity: number }[] | undefined;
}

export interface EligibleQuery {
  searchTerm?: string | undefined;
  currentPage: number;
  pageSize: number;
}

interface VariantRow {
  code: string;
  productCode: string;
  name: string;
  shape: string;
  colour: string;
  colourName: string;
  size: string;
  fit: string | null;
  productType: string;
  stockLevel: number;
  stdCents: number;
}

const notAmendable = () =>
  new OccError(400, [{ type: "IllegalStateError", subject: "order", message: "This order can no longer be amended: it is being fulfilled or is closed." }]);

/** Thrown inside the dry run's savepoint so that better-sqlite3 rolls it back; carries the answer out. */
class DryRunResult extends Error {
  constructor(readonly body: unknown) {
    super("dry run");
  }
}

export function orderAmendments(
  db: Db,
  now: () => number,
  deps: { orders: OrderStore; records: ApprovalRecords; limits: ApprovalRules; facts: OrderChangeFacts; tiersOf: VolumeTierLoader; fulfilment: FulfilmentStore },
) {
  const finder = ownOrderFinder(db);
  const priceList = db.prepare<[string, string], { code: string; symbol: string }>(
    "SELECT pl.code, c.symbol FROM price_lists pl JOIN currencies c ON c.isocode = pl.currency WHERE pl.site = ? AND pl.currency = ?",
  );
  const VARIANT_SELECT = `SELECT v.code, p.code AS productCode, p.name, p.shape, v.colour, c.name AS colourName, v.size, v.fit,
      p.product_type AS productType, v.stock_level AS stockLevel, vp.std_cents AS stdCents
    FROM variants v JOIN products p ON p.code = v.product_code JOIN colours c ON c.code = v.colour
    JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = @list`;
  const ELIGIBLE = `(p.product_type <> 'S' OR v.stock_level > 0)
      AND (@term = '' OR instr(lower(v.code), @term) > 0 OR instr(lower(p.name), @term) > 0)`;
  const variantByCode = db.prepare<{ list: string; code: string }, VariantRow>(`${VARIANT_SELECT} WHERE v.code = @code`);
  const eligibleCount = db.prepare<{ list: string; term: string }, { n: number }>(
    `SELECT COUNT(*) AS n FROM variants v JOIN products p ON p.code = v.product_code
     JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = @list WHERE ${ELIGIBLE}`,
  );
  const eligiblePage = db.prepare<{ list: string; term: string; limit: number; offset: number }, VariantRow>(
    `${VARIANT_SELECT} WHERE ${ELIGIBLE} ORDER BY p.position, v.position LIMIT @limit OFFSET @offset`,
  );
  const entryRows = db.prepare<[number], {
    entryNumber: number;
    variantCode: string;
    name: string;
    quantity: number;
    approvedQuantity: number | null;
    cancelled: number;
    stockTaken: number;
    unitCents: number;
    productType: string | null;
    stockLevel: number | null;
  }>(
    `SELECT e.entry_number AS entryNumber, e.variant_code AS variantCode, e.name, e.quantity, e.approved_quantity AS approvedQuantity,
       e.cancelled_quantity AS cancelled, e.stock_taken AS stockTaken, e.unit_cents AS unitCents, p.product_type AS productType,
       v.stock_level AS stockLevel
     FROM order_entries e LEFT JOIN variants v ON v.code = e.variant_code LEFT JOIN products p ON p.code = v.product_code
     WHERE e.order_id = ? ORDER BY e.entry_number`,
  );
  const byKey = db.prepare<[string, string], { orderId: number; changesJson: string }>(
    "SELECT order_id AS orderId, changes_json AS changesJson FROM order_amendments WHERE requested_by = ? AND idempotency_key = ?",
  );
  const setEntry = db.prepare<[number, number, number, number, number]>(
    "UPDATE order_entries SET quantity = ?, approved_quantity = NULL, line_cents = ?, stock_taken = ? WHERE order_id = ? AND entry_number = ?",
  );
  const deleteEntry = db.prepare<[number, number]>("DELETE FROM order_entries WHERE order_id = ? AND entry_number = ?");
  const insertEntry = db.prepare(
    `INSERT INTO order_entries (order_id, entry_number, variant_code, product_code, name, colour, size, fit, quantity, stock_taken,
       unit_cents, line_cents, product_url, images_json)
     VALUES (@orderId, @entryNumber, @variantCode, @productCode, @name, @colour, @size, @fit, @quantity, @stockTaken, @unitCents,
       @lineCents, @productUrl, @imagesJson)`,
  );
  const takeStock = db.prepare<[number, string, number]>("UPDATE variants SET stock_level = stock_level - ? WHERE code = ? AND stock_level >= ?");
  const putBackStock = db.prepare<[number, string]>("UPDATE variants SET stock_level = stock_level + ? WHERE code = ?");
  const setTotals = db.prepare<{ id: number; subtotal: number; discount: number; delivery: number; total: number; tax: number; totalWithTax: number; at: number }>(
    `UPDATE orders SET subtotal_cents = @subtotal, discount_cents = @discount, delivery_cents = @delivery, total_cents = @total,
       tax_cents = @tax, total_with_tax_cents = @totalWithTax, amended_at = @at WHERE id = @id`,
  );
  const holdForApproval = db.prepare<[number]>("UPDATE orders SET status = 'PENDING_APPROVAL', fulfilment_next_at = NULL WHERE id = ?");
  const clearApprovedQuantities = db.prepare<[number]>("UPDATE order_entries SET approved_quantity = NULL WHERE order_id = ?");
  const deleteApproval = db.prepare<[number]>("DELETE FROM order_approvals WHERE order_id = ?");
  const insertApproval = db.prepare<[number, string, number, number]>(
    "INSERT INTO order_approvals (order_id, exceeded_limit_json, original_subtotal_cents, original_discount_cents) VALUES (?, ?, ?, ?)",
  );
  const refreshApprovalBase = db.prepare<[number, number, number]>(
    "UPDATE order_approvals SET original_subtotal_cents = ?, original_discount_cents = ? WHERE order_id = ? AND decision IS NULL",
  );
  const insertAmendment = db.prepare(
    `INSERT INTO order_amendments (order_id, requested_by, created_at, changes_json, previous_total_cents, new_total_cents, idempotency_key)
     VALUES (@orderId, @uid, @at, @changesJson, @previous, @next, @key)`,
  );

  const listOf = (site: string, currency: string) => {
    const list = priceList.get(site, currency);
    if (!list) throw new Error(`No price list for ${site} in ${currency}`);
    return list;
  };

  /** The most a line may hold: 999, and for a stocked variant its stock on top of what the line already took. */
  const maxFor = (productType: string | null, stockLevel: number | null, holds: number) =>
    productType === "S" ? Math.min(MAX_LINE_QUANTITY, holds + Math.max(0, stockLevel ?? 0)) : MAX_LINE_QUANTITY;

  const orderJson = (site: string, code: string, replayed = false) => {
    const row = deps.orders.findByCode(site, code);
    if (!row) throw new Error(`Order ${code} vanished`);
    return deps.orders.toOrder(row, { replayed });
  };

  function apply(site: string, uid: string, code: string, input: AmendInput, key: string | null) {
    const order = finder.own(site, code, uid);
    if (!deps.facts.isAmendable(order)) throw notAmendable();
    const list = listOf(site, order.currency);
    const current = entryRows.all(order.id);
    const byNumber = new Map(current.map((entry) => [entry.entryNumber, entry]));
    const seen = new Set<number>();
    input.entries.forEach((line, index) => {
      const entry = byNumber.get(line.entryNumber);
      if (!entry) throw invalidParameter(`entries.${index}.entryNumber`, `The order has no entry ${line.entryNumber}`);
      if (seen.has(line.entryNumber)) throw invalidParameter(`entries.${index}.entryNumber`, `Entry ${line.entryNumber} is given twice`);
      seen.add(line.entryNumber);
      const holds = (entry.approvedQuantity ?? entry.quantity) - entry.cancelled;
      const max = maxFor(entry.productType, entry.stockLevel, holds);
      if (line.quantity > max) throw invalidParameter(`entries.${index}.quantity`, `The quantity of ${entry.name} can be at most ${max}`);
    });
    const variants = (input.additions ?? []).map((addition, index) => {
      const variant = variantByCode.get({ list: list.code, code: addition.code });
      if (!variant || (variant.productType === "S" && variant.stockLevel <= 0)) {
        throw invalidParameter(`additions.${index}.code`, `'${addition.code.slice(0, 64)}' cannot be ordered here`);
      }
      if (current.some((entry) => entry.variantCode === variant.code) || (input.additions ?? []).findIndex((other) => other.code === addition.code) !== index) {
        throw invalidParameter(`additions.${index}.code`, `${variant.name} (${variant.code}) is already in the order: change its quantity instead`);
      }
      const max = maxFor(variant.productType, variant.stockLevel, 0);
      if (addition.quantity > max) throw invalidParameter(`additions.${index}.quantity`, `The quantity of ${variant.name} can be at most ${max}`);
      return { variant, quantity: addition.quantity };
    });

    const wanted = new Map(input.entries.map((line) => [line.entryNumber, line.quantity]));
    const lines = current.map((entry) => {
      const holds = (entry.approvedQuantity ?? entry.quantity) - entry.cancelled;
      return { entry, holds, next: wanted.get(entry.entryNumber) ?? holds };
    });
    const remaining = lines.reduce((sum, line) => sum + line.next, 0) + variants.reduce((sum, addition) => sum + addition.quantity, 0);
    if (remaining === 0) {
      const index = input.entries.findIndex((line) => line.quantity === 0);
      throw invalidParameter(`entries.${Math.max(0, index)}.quantity`, "The order must keep at least one item: cancel the order instead");
    }

    const previousTotal = order.totalWithTaxCents;
    const changes: { entryNumber: number; from: number; to: number }[] = [];
    for (const { entry, holds, next } of lines) {
      if (next === holds) continue;
      changes.push({ entryNumber: entry.entryNumber, from: holds, to: next });
      let stockTaken = entry.stockTaken;
      if (next > holds && entry.productType === "S") {
        const more = next - holds;
        if (takeStock.run(more, entry.variantCode, more).changes !== 1) {
          const index = input.entries.findIndex((line) => line.entryNumber === entry.entryNumber);
          throw invalidParameter(`entries.${index}.quantity`, `Not enough stock of ${entry.name}`);
        }
        stockTaken += more;
      } else if (next < holds) {
        const back = Math.min(holds - next, entry.stockTaken);
        if (back > 0) putBackStock.run(back, entry.variantCode);
        stockTaken -= back;
      }
      if (next === 0 && entry.cancelled === 0) deleteEntry.run(order.id, entry.entryNumber);
      else setEntry.run(next + entry.cancelled, entry.unitCents * (next + entry.cancelled), stockTaken, order.id, entry.entryNumber);
    }
    const tiers = deps.tiersOf([...new Set(variants.map((addition) => addition.variant.productCode))]);
    let entryNumber = Math.max(-1, ...current.map((entry) => entry.entryNumber)) + 1;
    const added = variants.map(({ variant, quantity }) => {
      const unitCents = discountedCents(variant.stdCents, volumeDiscount(tiers.get(variant.productCode) ?? [], quantity));
      const stocked = variant.productType === "S";
      if (stocked && takeStock.run(quantity, variant.code, quantity).changes !== 1) {
        throw invalidParameter(`additions.${variants.findIndex((other) => other.variant.code === variant.code)}.quantity`, `Not enough stock of ${variant.name}`);
      }
      const line = { entryNumber: entryNumber++, unitCents, quantity };
      insertEntry.run({
        orderId: order.id,
        entryNumber: line.entryNumber,
        variantCode: variant.code,
        productCode: variant.productCode,
        name: variant.name,
        colour: variant.colourName,
        size: variant.size,
        fit: variant.fit,
        quantity,
        stockTaken: stocked ? quantity : 0,
        unitCents,
        lineCents: unitCents * quantity,
        productUrl: productUrl(variant.productCode, variant.name),
        imagesJson: JSON.stringify(
          (["product", "thumbnail"] as const).map((format) => ({
            url: garmentImageUrl(format, variant.shape, variant.colour),
            altText: `${variant.name} in ${variant.colourName}`,
            format,
            imageType: "PRIMARY",
          })),
        ),
      });
      return { code: variant.code, entryNumber: line.entryNumber, quantity, unitCents };
    });

    const priced = [
      ...lines.map(({ entry, next }) => ({ unitCents: entry.unitCents, quantity: next })),
      ...added.map((line) => ({ unitCents: line.unitCents, quantity: line.quantity })),
    ];
    const record = deps.records.row(order.id);
    const base = record && record.decision === null ? { subtotalCents: record.originalSubtotalCents, discountCents: record.originalDiscountCents } : null;
    const totals = recalculatedTotals(order, priced, base);
    setTotals.run({ id: order.id, ...totals, at: now() });

    // The one rule engine (stores/approval-rules.ts), the order as placed: its cost centre, its placement time.
    const exceeded: ExceededLimitRecord | null = deps.limits.evaluate({
      placerUid: order.placedByUid,
      currency: order.currency,
      totalCents: totals.totalWithTax,
      at: order.createdAt,
      costCentreCode: deps.limits.costCentreOf(order.id),
      excludeOrderId: order.id,
    });
    if (exceeded) {
      holdForApproval.run(order.id);
      clearApprovedQuantities.run(order.id);
      deleteApproval.run(order.id);
      insertApproval.run(order.id, JSON.stringify(exceeded), totals.subtotal, totals.discount);
    } else {
      refreshApprovalBase.run(totals.subtotal, totals.discount, order.id);
    }
    const status = exceeded ? "PENDING_APPROVAL" : order.status;
    const summary = {
      previousTotal: formatPrice(previousTotal, { isocode: order.currency, symbol: list.symbol }),
      newTotal: formatPrice(totals.totalWithTax, { isocode: order.currency, symbol: list.symbol }),
      requiresApproval: status === "PENDING_APPROVAL",
      heldForApproval: exceeded !== null,
      ...(exceeded ? { exceededLimit: toExceededLimitJson(exceeded, list.symbol) } : {}),
    };
    insertAmendment.run({
      orderId: order.id,
      uid,
      at: now(),
      changesJson: JSON.stringify({ quantities: changes, additions: added.map(({ code, entryNumber: n, quantity }) => ({ code, entryNumber: n, quantity })), summary }),
      previous: previousTotal,
      next: totals.totalWithTax,
      key,
    });
    deps.fulfilment.refresh(order.id);
    return { ...orderJson(site, order.code), amendment: summary };
  }

  return {
    /** Whether `uid` owns or placed the order (the buyer's amendment) — the approver's amendment otherwise. */
    isBuyerOf(site: string, code: string, uid: string): boolean {
      const order = finder.find(site, code);
      return order !== undefined && (order.userUid === uid || order.placedByUid === uid);
    },

    /** `GET orgUsers/{u}/orders/{code}/amendment`. */
    editData(site: string, uid: string, code: string, query: EligibleQuery) {
      const order = finder.own(site, code, uid);
      const list = listOf(site, order.currency);
      const money = (cents: number) => formatPrice(cents, { isocode: order.currency, symbol: list.symbol });
      const amendable = deps.facts.isAmendable(order);
      const orderJsonBody = orderJson(site, order.code);
      const products = new Map(orderJsonBody.entries.map((entry) => [entry.entryNumber, entry.product]));
      const entries = entryRows
        .all(order.id)
        .map((entry) => {
          const quantity = (entry.approvedQuantity ?? entry.quantity) - entry.cancelled;
          return {
            entryNumber: entry.entryNumber,
            product: products.get(entry.entryNumber) ?? { code: entry.variantCode, name: entry.name },
            quantity,
            basePrice: money(entry.unitCents),
            maxQuantity: maxFor(entry.productType, entry.stockLevel, quantity),
          };
        })
        .filter((entry) => entry.quantity > 0);
      const term = (query.searchTerm ?? "").trim().toLowerCase();
      const total = amendable ? (eligibleCount.get({ list: list.code, term })?.n ?? 0) : 0;
      const page = amendable
        ? eligiblePage.all({ list: list.code, term, limit: query.pageSize, offset: query.currentPage * query.pageSize })
        : [];
      return {
        code: order.code,
        amendable,
        status: order.status,
        totalPriceWithTax: money(order.totalWithTaxCents),
        entries,
        eligibleProducts: page.map((variant) => ({
          code: variant.code,
          name: variant.name,
          baseProduct: variant.productCode,
          variantOptionQualifiers: [
            { qualifier: "colour", name: "Colour", value: variant.colourName },
            { qualifier: "size", name: "Size", value: variant.size },
            ...(variant.fit ? [{ qualifier: "fit", name: "Fit", value: variant.fit }] : []),
          ],
          price: money(variant.stdCents),
          stock: variant.productType === "S" ? { stockLevelStatus: "inStock", stockLevel: variant.stockLevel } : { stockLevelStatus: "inStock" },
          maxQuantity: maxFor(variant.productType, variant.stockLevel, 0),
        })),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
      };
    },

    /** The buyer's `POST orgUsers/{u}/orders/{code}/amend` — call inside an immediate transaction. */
    amend(site: string, uid: string, code: string, input: AmendInput, key: string | null, { dryRun }: { dryRun: boolean }) {
      if (!dryRun && key !== null) {
        const earlier = byKey.get(uid, key);
        if (earlier) {
          const order = finder.own(site, code, uid);
          if (order.id !== earlier.orderId) throw invalidParameter("Idempotency-Key", "This Idempotency-Key was used for another order");
          const summary = (JSON.parse(earlier.changesJson) as { summary?: unknown }).summary;
          return { ...orderJson(site, order.code, true), ...(summary ? { amendment: summary } : {}) };
        }
      }
      if (!dryRun) return apply(site, uid, code, input, key);
      try {
        db.transaction(() => {
          throw new DryRunResult({ ...apply(site, uid, code, input, null), dryRun: true });
        })();
      } catch (error) {
        if (error instanceof DryRunResult) return error.body;
        throw error;
      }
      throw new Error("unreachable");
    },
  };
}
