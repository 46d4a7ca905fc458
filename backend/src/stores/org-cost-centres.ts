/**
 * Organisation cost centres (issue 27, helper A; spec part 2 §3 "Cost centre: code, name, currency, unit, active", §4,
 * §7 "Cost centres and business units", §8; docs/organisation.md "Cost centres", docs/occ-api.md "Organisation
 * administration"). SAP Commerce 2211 B2B's B2BCostCenter as Spartacus' organisation config calls it (`costCentersAll`,
 * `costCenter`, `costCenters` POST, PATCH `costCenter`) plus this customer's extensions the spec names
 * (`wwg-cost-centers` list and remove, `costcenter` search, `getAllAvailCostCenters`, `linkedCostCenter`).
 *
 * Rules (every call starts with `orgAdmins.admin` — 403 for anybody but an admin — and checks the scope):
 * - A cost centre is visible when its unit is in the admin's scope (their unit and below); else 404.
 * - Create: the code is unique across every cost centre, case-insensitively (409 AlreadyExistsError, as the other
 *   organisation conflicts here, with SAP's model text 'ambiguous unique keys {code=X} for model B2BCostCenterModel',
 *   which Spartacus maps to 'Cost center with code X already exists.'); the unit in scope (404) and enabled (400 IllegalStateError `parentDisabled`); the currency one of the
 *   organisation's (the currencies of the admin's units; absent: the unit's). An `Idempotency-Key` answers the cost
 *   centre it created.
 * - A disabled cost centre cannot be edited (400 `disabledItem`) — only enabled; enabling is refused while its unit is
 *   disabled (400 `parentDisabled`). Disabling is always allowed (a repeat changes nothing).
 * - Remove (the spec's JSON-body DELETE): refused while its unit is disabled (`disabledItem`) and while orders are
 *   charged to it (400 IllegalStateError `notEmpty`: budgets count those orders; disable it instead). Otherwise the
 *   cost centre goes with its links to users and budgets.
 * - Disabled or removed: open carts that chose it lose the choice and their review (`cartsReleasing`).
 * Every change writes an audit row in its transaction (callers run each change in `db.transaction(...).immediate()`).
 */
import { type Db } from "../db";
import { OccError, type OccErrorItem } from "../http/errors";
import { notInScope, type OrgAdmin, type OrgAdmins } from "./org-admin";

/** SAP's answer for a duplicate code (the model layer's), which Spartacus' bad-request handler recognises. */
export const costCentreExists = (code: string) => `ambiguous unique keys {code=${code}} for model B2BCostCenterModel`;
export const COST_CENTRE_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

type Row = {
  code: string;
  name: string;
  currency: string;
  symbol: string;
  unitUid: string;
  unitName: string;
  unitActive: number;
  active: number;
};

export interface CostCentreJson {
  code: string;
  name: string;
  /** SAP's B2BCostCenterWsDTO: `active` a string (deprecated), `activeFlag` the boolean. */
  active: "true" | "false";
  activeFlag: boolean;
  currency: { isocode: string; symbol: string };
  unit: { uid: string; name: string; active: boolean };
}

export interface CostCentreInput {
  code: string;
  name: string;
  currency?: { isocode: string } | undefined;
  unit: { uid: string };
}

export interface CostCentrePatch {
  code?: string | undefined;
  name?: string | undefined;
  currency?: { isocode: string } | undefined;
  unit?: { uid: string } | undefined;
  activeFlag?: boolean | undefined;
}

const illegal = (reason: OccErrorItem["reason"], message: string) => new OccError(400, [{ type: "IllegalStateError", reason, message }]);
const fieldError = (subject: string, message: string) => new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function orgCostCentres(db: Db, now: () => number, { orgAdmins }: { orgAdmins: OrgAdmins }) {
  const COLUMNS = `c.code, c.name, c.currency, cur.symbol, c.unit_uid AS unitUid, ou.name AS unitName, ou.active AS unitActive, c.active`;
  const FROM = `FROM cost_centres c JOIN org_units ou ON ou.uid = c.unit_uid JOIN currencies cur ON cur.isocode = c.currency`;
  const findRow = db.prepare<[string], Row>(`SELECT ${COLUMNS} ${FROM} WHERE c.code = ?`);
  const LIST_WHERE = `c.unit_uid IN (SELECT value FROM json_each(@units))
    AND (@like IS NULL OR c.code LIKE @like ESCAPE '\\' OR c.name LIKE @like ESCAPE '\\')
    AND (@activeOnly = 0 OR c.active = 1)`;
  type ListParams = { units: string; like: string | null; activeOnly: number };
  const SORTS = { byName: "c.name COLLATE NOCASE, c.code", byCode: "c.code COLLATE NOCASE", byUnitName: "ou.name COLLATE NOCASE, c.name COLLATE NOCASE, c.code" } as const;
  const pageOf = Object.fromEntries(
    Object.entries(SORTS).map(([sort, order]) => [
      sort,
      db.prepare<ListParams & { limit: number; offset: number }, Row>(`SELECT ${COLUMNS} ${FROM} WHERE ${LIST_WHERE} ORDER BY ${order} LIMIT @limit OFFSET @offset`),
    ]),
  ) as Record<keyof typeof SORTS, ReturnType<typeof db.prepare<ListParams & { limit: number; offset: number }, Row>>>;
  const countOf = db.prepare<ListParams, { n: number }>(`SELECT count(*) AS n ${FROM} WHERE ${LIST_WHERE}`);
  const findUnit = db.prepare<[string], { uid: string; name: string; active: number; currency: string }>("SELECT uid, name, active, currency FROM org_units WHERE uid = ?");
  const orgCurrencies = db.prepare<[string], { isocode: string; symbol: string }>(
    `SELECT DISTINCT cur.isocode, cur.symbol FROM org_units ou JOIN currencies cur ON cur.isocode = ou.currency
     WHERE ou.uid IN (SELECT value FROM json_each(?)) ORDER BY cur.isocode`,
  );
  /** The unit and its ancestors, nearest first. */
  const chain = db.prepare<[string], { uid: string; active: number }>(
    `WITH RECURSIVE up(uid, parent, active, depth) AS (
       SELECT uid, parent_uid, active, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, o.active, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT uid, active FROM up ORDER BY depth`,
  );
  const codeTaken = db.prepare<[string], { code: string }>("SELECT code FROM cost_centres WHERE code = ? COLLATE NOCASE");
  const insertRow = db.prepare<[string, string, string, string]>("INSERT INTO cost_centres (code, name, unit_uid, currency, active) VALUES (?, ?, ?, ?, 1)");
  const updateRow = db.prepare<[string, string, string, number, string]>("UPDATE cost_centres SET name = ?, unit_uid = ?, currency = ?, active = ? WHERE code = ?");
  const budgetsOf = db.prepare<[string], { code: string; name: string; amountCents: number; currency: string; symbol: string; startDate: string; endDate: string; active: number; unitUid: string; unitName: string }>(
    `SELECT b.code, b.name, b.amount_cents AS amountCents, b.currency, cur.symbol, b.start_date AS startDate, b.end_date AS endDate, b.active,
       b.unit_uid AS unitUid, ou.name AS unitName
     FROM cost_centre_budgets cb JOIN budgets b ON b.code = cb.budget_code JOIN currencies cur ON cur.isocode = b.currency JOIN org_units ou ON ou.uid = b.unit_uid
     WHERE cb.cost_centre_code = ? ORDER BY b.start_date, b.code`,
  );
  const usersOf = db.prepare<[string], { uid: string; pk: number; firstName: string; lastName: string; disabled: number; isDefault: number; unitUid: string; unitName: string }>(
    `SELECT u.uid, u.pk, u.first_name AS firstName, u.last_name AS lastName, u.disabled, l.is_default AS isDefault, ou.uid AS unitUid, ou.name AS unitName
     FROM user_cost_centres l JOIN users u ON u.uid = l.user_uid JOIN org_units ou ON ou.uid = u.org_unit
     WHERE l.cost_centre_code = ? AND u.deleted_at IS NULL ORDER BY u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.uid`,
  );
  const ordersCharged = db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM orders WHERE cost_centre_code = ?");
  const dropUserLinks = db.prepare<[string]>("DELETE FROM user_cost_centres WHERE cost_centre_code = ?");
  const dropBudgetLinks = db.prepare<[string]>("DELETE FROM cost_centre_budgets WHERE cost_centre_code = ?");
  const releaseCarts = cartsReleasing(db, now);
  const deleteRow = db.prepare<[string]>("DELETE FROM cost_centres WHERE code = ?");
  const findIdempotent = db.prepare<[string, string, string], { resultId: string }>(
    "SELECT result_id AS resultId FROM org_idempotency WHERE actor_uid = ? AND key = ? AND operation = ?",
  );
  const insertIdempotent = db.prepare<[string, string, string, string, number]>(
    "INSERT INTO org_idempotency (actor_uid, key, operation, result_id, created_at) VALUES (?, ?, ?, ?, ?)",
  );

  const json = (row: Row): CostCentreJson => ({
    code: row.code,
    name: row.name,
    active: row.active === 1 ? "true" : "false",
    activeFlag: row.active === 1,
    currency: { isocode: row.currency, symbol: row.symbol },
    unit: { uid: row.unitUid, name: row.unitName, active: row.unitActive === 1 },
  });

  /** The cost centre, visible to the admin (404 otherwise). */
  function visible(admin: OrgAdmin, code: string): Row {
    const row = findRow.get(code);
    if (!row || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("Cost center", code);
    return row;
  }
  /** A unit the admin may put a cost centre in: in scope (404) and enabled (400 parentDisabled). */
  function usableUnit(admin: OrgAdmin, unitUid: string) {
    const unit = findUnit.get(unitUid);
    if (!unit || !orgAdmins.inScope(admin, unitUid)) throw notInScope("Unit", unitUid);
    if (unit.active !== 1) throw illegal("parentDisabled", `Unit '${unitUid}' is disabled`);
    return unit;
  }
  /** The currency of a cost centre: one of the organisation's (the admin's units'), else 400 on `currency`. */
  function currencyOf(admin: OrgAdmin, given: string | undefined, fallback: string): string {
    const code = (given ?? fallback).toUpperCase();
    if (!orgCurrencies.all(admin.treeJson).some((currency) => currency.isocode === code)) {
      throw fieldError("currency", `Currency '${code}' is not a currency of this organisation`);
    }
    return code;
  }
  /** The units a filter names (each in scope, else 404), or the admin's whole scope. */
  function unitsJson(admin: OrgAdmin, units: string[]): string {
    if (units.length === 0) return admin.treeJson;
    for (const uid of units) orgAdmins.requireUnit(admin, uid);
    return JSON.stringify(units);
  }
  /** True when the unit and every unit above it are enabled. */
  const unitEnabled = (unitUid: string) => chain.all(unitUid).every((unit) => unit.active === 1);

  function page(admin: OrgAdmin, query: { search?: string | undefined; units: string[]; currentPage: number; pageSize: number; sort: keyof typeof SORTS; activeOnly?: boolean }) {
    const params: ListParams = { units: unitsJson(admin, query.units), like: query.search ? likeOf(query.search) : null, activeOnly: query.activeOnly ? 1 : 0 };
    const total = countOf.get(params)?.n ?? 0;
    const rows = pageOf[query.sort].all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize });
    return {
      costCenters: rows.map(json),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total, sort: query.sort },
      sorts: Object.keys(SORTS).map((code) => ({ code, selected: code === query.sort })),
    };
  }

  const siteCurrencies = db.prepare<[string], { isocode: string; symbol: string; name: string }>(
    `SELECT DISTINCT cur.isocode, cur.symbol, cur.name FROM org_units ou JOIN currencies cur ON cur.isocode = ou.currency WHERE ou.site = ? ORDER BY cur.isocode`,
  );
  const currencyNames = db.prepare<[], { isocode: string; name: string }>("SELECT isocode, name FROM currencies");

  return {
    /**
     * Stock `GET currencies` as this backend answers it for a signed-in user: an administrator's organisation's
     * currencies (the ones a cost centre of theirs may have: the form's choices), anybody else's site's.
     */
    currencies(admin: OrgAdmin | null, site: string) {
      const names = new Map(currencyNames.all().map((row) => [row.isocode, row.name]));
      const rows = admin ? orgCurrencies.all(admin.treeJson) : siteCurrencies.all(site);
      return { currencies: rows.map((row) => ({ isocode: row.isocode, name: names.get(row.isocode) ?? row.isocode, symbol: row.symbol, active: true })) };
    },

    /**
     * `GET orgUsers/{u}/wwg-cost-centers?search&pageSize&currentPage&b2bUnits` (the spec's list) and stock
     * `GET costcentersall?currentPage&pageSize&sort` (no search, no filter): the admin's cost centres, paged.
     */
    list: page,

    /** `GET orgUsers/{u}/costcenter?search&b2bUnits`: the active cost centres matching (a picker's), at most 20. */
    search(admin: OrgAdmin, query: { search?: string | undefined; units: string[] }) {
      const { costCenters } = page(admin, { ...query, currentPage: 0, pageSize: 20, sort: "byName", activeOnly: true });
      return { costCenters };
    },

    /**
     * `GET orgUsers/{u}/wwg-cost-centers/getAllAvailCostCenters?searchKey&businessUnitWwgUid`: the active cost
     * centres a user of that unit may be given — those of the unit and of the units above it inside the admin's scope,
     * while enabled — nearest unit first.
     */
    availableFor(admin: OrgAdmin, unitUid: string, searchKey: string | undefined) {
      orgAdmins.requireUnit(admin, unitUid);
      const units = chain.all(unitUid).filter((unit) => admin.tree.includes(unit.uid));
      if (units.some((unit) => unit.active !== 1)) return { costCenters: [] };
      const like = searchKey?.toLowerCase();
      const rows = units.flatMap((unit) => pageOf.byCode.all({ units: JSON.stringify([unit.uid]), like: null, activeOnly: 1, limit: 1000, offset: 0 }));
      return { costCenters: rows.filter((row) => !like || row.code.toLowerCase().includes(like) || row.name.toLowerCase().includes(like)).map(json) };
    },

    /**
     * `GET orgUsers/{u}/wwg-cost-centers/linkedCostCenter?costCenterID&businessUnitID`: whether the cost centre belongs
     * to that unit → {linked, costCenter?} (an unknown or out-of-scope cost centre: linked false; the unit: 404).
     */
    linked(admin: OrgAdmin, code: string, unitUid: string) {
      orgAdmins.requireUnit(admin, unitUid);
      const row = findRow.get(code);
      if (!row || !orgAdmins.inScope(admin, row.unitUid) || row.unitUid !== unitUid) return { linked: false };
      return { linked: true, costCenter: json(row) };
    },

    /** `GET costcenters/{code}`: the cost centre, its budgets, the users (in scope) who may charge it, the last change. */
    get(admin: OrgAdmin, code: string) {
      const row = visible(admin, code);
      return {
        ...json(row),
        assignedBudgets: budgetsOf.all(row.code).map((b) => ({
          code: b.code,
          name: b.name,
          budget: b.amountCents / 100,
          currency: { isocode: b.currency, symbol: b.symbol },
          startDate: b.startDate,
          endDate: b.endDate,
          active: b.active === 1,
          orgUnit: { uid: b.unitUid, name: b.unitName },
        })),
        // The users who may charge it, inside the admin's scope (others do not exist for this admin).
        users: usersOf.all(row.code).filter((u) => orgAdmins.inScope(admin, u.unitUid)).map((u) => ({
          uid: u.uid,
          customerId: String(u.pk),
          name: `${u.firstName} ${u.lastName}`,
          orgUnit: { uid: u.unitUid, name: u.unitName },
          active: u.disabled === 0,
          isDefault: u.isDefault === 1,
        })),
        lastChange: orgAdmins.lastChange("COST_CENTRE", row.code),
      };
    },

    /** `POST costcenters` → 201 the cost centre (the same Idempotency-Key again: the one it created). */
    create(admin: OrgAdmin, input: CostCentreInput, key: string | null): { costCenter: CostCentreJson; created: boolean } {
      if (key) {
        const done = findIdempotent.get(admin.uid, key, "COST_CENTRE_CREATE");
        if (done) return { costCenter: json(visible(admin, done.resultId)), created: false };
      }
      const unit = usableUnit(admin, input.unit.uid);
      const currency = currencyOf(admin, input.currency?.isocode, unit.currency);
      const taken = codeTaken.get(input.code);
      if (taken) throw new OccError(409, [{ type: "AlreadyExistsError", subject: "code", subjectType: "parameter", message: costCentreExists(taken.code) }]);
      insertRow.run(input.code, input.name, unit.uid, currency);
      if (key) insertIdempotent.run(admin.uid, key, "COST_CENTRE_CREATE", input.code, now());
      orgAdmins.record(admin, "COST_CENTRE", input.code, "CREATE", { name: input.name, unit: unit.uid, currency });
      return { costCenter: json(visible(admin, input.code)), created: true };
    },

    /**
     * `PATCH costcenters/{code}` (name, currency, unit, activeFlag; the code cannot change) → the cost centre. A
     * disabled cost centre takes only `activeFlag: true` (with or without other changes).
     */
    update(admin: OrgAdmin, code: string, input: CostCentrePatch): CostCentreJson {
      const row = visible(admin, code);
      if (input.code !== undefined && input.code !== row.code) throw fieldError("code", "The code of a cost center cannot be changed");
      const changes = input.name !== undefined || input.currency !== undefined || input.unit !== undefined;
      const enabling = input.activeFlag === true && row.active === 0;
      if (row.active === 0 && changes && !enabling) throw illegal("disabledItem", `Cost center '${row.code}' is disabled and cannot be changed`);
      const unitUid = input.unit?.uid ?? row.unitUid;
      if (unitUid !== row.unitUid) usableUnit(admin, unitUid);
      if (enabling && !unitEnabled(unitUid)) throw illegal("parentDisabled", `Unit '${unitUid}' is disabled: cost center '${row.code}' cannot be enabled`);
      const currency = input.currency ? currencyOf(admin, input.currency.isocode, row.currency) : row.currency;
      const name = input.name ?? row.name;
      const active = input.activeFlag === undefined ? row.active : input.activeFlag ? 1 : 0;
      if (name === row.name && unitUid === row.unitUid && currency === row.currency && active === row.active) return json(row);
      updateRow.run(name, unitUid, currency, active, row.code);
      if (active === 0 && row.active === 1) releaseCarts([row.code]);
      const action = active !== row.active ? (active === 1 ? "ENABLE" : "DISABLE") : "UPDATE";
      orgAdmins.record(admin, "COST_CENTRE", row.code, action, { name, unit: unitUid, currency });
      return json(visible(admin, row.code));
    },

    /** `DELETE orgUsers/{u}/wwg-cost-centers/remove-cost-centre` {code, businessUnit?}: see the rules above. */
    remove(admin: OrgAdmin, code: string, businessUnit: string | undefined): void {
      const row = visible(admin, code);
      if (businessUnit !== undefined && businessUnit !== row.unitUid) throw notInScope("Cost center", code);
      if (row.unitActive !== 1) throw illegal("disabledItem", `Cost center '${row.code}' belongs to a disabled unit and cannot be removed`);
      const orders = ordersCharged.get(row.code)?.n ?? 0;
      if (orders > 0) {
        throw illegal("notEmpty", `Cost center '${row.code}' is charged by ${orders === 1 ? "1 order" : `${orders} orders`} and cannot be removed: disable it instead`);
      }
      const users = usersOf.all(row.code).length;
      const budgets = budgetsOf.all(row.code).length;
      dropUserLinks.run(row.code);
      dropBudgetLinks.run(row.code);
      releaseCarts([row.code]);
      deleteRow.run(row.code);
      orgAdmins.record(admin, "COST_CENTRE", row.code, "REMOVE", { name: row.name, unit: row.unitUid, users, budgets });
    },

  };
}

export type OrgCostCentres = ReturnType<typeof orgCostCentres>;

/**
 * Open carts that chose one of these cost centres lose the choice and their review (`reviewed_at`), so the next order
 * cannot charge a cost centre that was disabled or removed after the review step: the buyer reviews again and chooses
 * one still offered. Called when a cost centre is disabled or removed, and by a unit's disable cascade (org-units.ts).
 */
export function cartsReleasing(db: Db, now: () => number) {
  const release = db.prepare<[number, string]>(
    "UPDATE carts SET cost_centre = NULL, reviewed_at = NULL, updated_at = ? WHERE cost_centre IN (SELECT value FROM json_each(?))",
  );
  return (codes: readonly string[]) => {
    if (codes.length > 0) release.run(now(), JSON.stringify(codes));
  };
}

type ChargeableRow = { code: string; name: string; currency: string; unitUid: string; unitName: string; active: number };

/**
 * The cost centres a buyer may charge at checkout (stores/checkout-details.ts `costCentersOf`; docs/organisation.md
 * "Cost centres at checkout"): those linked to them (user_cost_centres, their payment details) that are active and
 * whose unit and every unit above it are enabled. A user with no links at all: the active cost centres of their unit
 * and of the units above it (what SAP's `costcenters` answers for the unit), again only under enabled units. Nearest
 * unit first, then by code.
 */
export function chargeableCostCentres(db: Db) {
  const COLUMNS = "c.code, c.name, c.currency, c.unit_uid AS unitUid, ou.name AS unitName, c.active";
  const chain = db.prepare<[string], { uid: string; active: number }>(
    `WITH RECURSIVE up(uid, parent, active, depth) AS (
       SELECT uid, parent_uid, active, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, o.active, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT uid, active FROM up ORDER BY depth`,
  );
  const linksOf = db.prepare<[string], ChargeableRow>(
    `SELECT ${COLUMNS} FROM user_cost_centres l JOIN cost_centres c ON c.code = l.cost_centre_code JOIN org_units ou ON ou.uid = c.unit_uid WHERE l.user_uid = ?`,
  );
  const ofUnit = db.prepare<[string], ChargeableRow>(`SELECT ${COLUMNS} FROM cost_centres c JOIN org_units ou ON ou.uid = c.unit_uid WHERE c.unit_uid = ? AND c.active = 1`);
  return (userUid: string, userUnit: string): Omit<ChargeableRow, "active">[] => {
    const units = chain.all(userUnit);
    const depthOf = new Map(units.map((unit, depth) => [unit.uid, depth]));
    const links = linksOf.all(userUid);
    const rows = links.length > 0 ? links.filter((row) => row.active === 1) : units.flatMap((unit) => ofUnit.all(unit.uid));
    const enabled = new Map<string, boolean>();
    const isEnabled = (uid: string) => {
      if (!enabled.has(uid)) enabled.set(uid, chain.all(uid).every((unit) => unit.active === 1));
      return enabled.get(uid) === true;
    };
    return rows
      .filter((row) => isEnabled(row.unitUid))
      .sort((a, b) => (depthOf.get(a.unitUid) ?? 1000) - (depthOf.get(b.unitUid) ?? 1000) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map(({ active: _active, ...row }) => row);
  };
}
export type CostCentreSort = "byName" | "byCode" | "byUnitName";
