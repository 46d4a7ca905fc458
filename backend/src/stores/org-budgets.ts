/**
 * Organisation budgets (issue 27, budgets; spec part 2 §3 "Budget: code, name, amount, currency, start and end date,
 * unit", §4 enabled/disabled, §5 dates and amounts, §8 conflict; docs/organisation.md "Budgets", docs/occ-api.md
 * "Organisation administration"). SAP Commerce 2211's B2BBudget as Spartacus' organisation config calls it (`budgets`,
 * `budget`, `costCenterBudgets`, `costCenterBudget`), with the budget's consumption (stores/budget-consumption.ts) as
 * an extension on every budget (`consumption`).
 *
 * Rules (every call starts with `orgAdmins.admin` — 403 for anybody but an admin — and checks the scope):
 * - A budget is visible when its unit is in the admin's scope (their unit and below); else 404 `notInScope`.
 * - Create: the code is unique (409 AlreadyExistsError, SAP's 'Budget with code [X] already exists'); the unit in scope
 *   (404) and enabled (400 IllegalStateError `parentDisabled`); the currency one of the organisation's (the currencies
 *   of its units; 400 ValidationError on `currency.isocode`); dates yyyy-mm-dd between `MIN_DATE` and `MAX_DATE`,
 *   start ≤ end (400 on `endDate`); amount > 0 with at most 2 decimals, at most `MAX_AMOUNT`. An `Idempotency-Key`
 *   answers the budget it created.
 * - Update (PATCH): name, amount, currency, dates, unit (the code cannot change); `active` disables or enables. A
 *   disabled budget cannot be edited (400 IllegalStateError `disabledItem`) — only enabled, and only while its unit
 *   is enabled (400 `parentDisabled`). Disabling twice or enabling twice changes nothing.
 * - Cost-centre links: the cost centre's unit and the budget's unit both in scope (404 otherwise), the same currency
 *   (400 ValidationError on `budgetCode`), the cost centre enabled (400 `disabledItem`); linking a linked budget or
 *   unlinking an unlinked one changes nothing (a double submit is harmless).
 * Every change writes an audit row in its transaction (callers run each change in `db.transaction(...).immediate()`).
 */
import { type Db } from "../db";
import { OccError, type OccErrorItem } from "../http/errors";
import { budgetConsumption } from "./budget-consumption";
import { notInScope, type OrgAdmin, type OrgAdmins } from "./org-admin";

/** SAP's conflict text for a budget code that exists (Spartacus' OrganizationConflictHandler `budgetMask`). */
export const budgetExists = (code: string) => `Budget with code [${code}] already exists`;
export const BUDGET_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** The dates a budget may hold (spec part 2 §5 "dates yyyy-mm-dd with a min and max"). */
export const MIN_DATE = "2000-01-01";
export const MAX_DATE = "2099-12-31";
/** The largest amount (a budget of a billion is a typing mistake). */
export const MAX_AMOUNT = 999_999_999.99;

type BudgetRow = {
  code: string;
  name: string;
  amountCents: number;
  currency: string;
  symbol: string;
  startDate: string;
  endDate: string;
  unitUid: string;
  unitName: string;
  unitActive: number;
  active: number;
  costCentres: number;
};
type CentreRow = { code: string; name: string; currency: string; unitUid: string; unitName: string; active: number };

export interface BudgetInput {
  code: string;
  name: string;
  budget: number;
  currency: { isocode: string };
  startDate: string;
  endDate: string;
  orgUnit: { uid: string };
}
export type BudgetPatch = Partial<BudgetInput> & { active?: boolean };

export type BudgetSort = "byName" | "byCode" | "byUnitName" | "byValue";

const illegal = (reason: OccErrorItem["reason"], message: string) => new OccError(400, [{ type: "IllegalStateError", reason, message }]);
const fieldError = (subject: string, message: string) => new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

export function orgBudgets(db: Db, now: () => number, { orgAdmins }: { orgAdmins: OrgAdmins }) {
  const consumption = budgetConsumption(db);
  const COLUMNS = `b.code, b.name, b.amount_cents AS amountCents, b.currency, c.symbol, b.start_date AS startDate, b.end_date AS endDate,
    b.unit_uid AS unitUid, ou.name AS unitName, ou.active AS unitActive, b.active,
    (SELECT count(*) FROM cost_centre_budgets cb WHERE cb.budget_code = b.code) AS costCentres`;
  const FROM = "FROM budgets b JOIN org_units ou ON ou.uid = b.unit_uid JOIN currencies c ON c.isocode = b.currency";
  const findBudget = db.prepare<[string], BudgetRow>(`SELECT ${COLUMNS} ${FROM} WHERE b.code = ?`);
  const SORTS: Record<BudgetSort, string> = {
    byName: "b.name COLLATE NOCASE, b.code",
    byCode: "b.code",
    byUnitName: "ou.name COLLATE NOCASE, b.name COLLATE NOCASE, b.code",
    byValue: "b.amount_cents DESC, b.code",
  };
  const pageOf = Object.fromEntries(
    Object.entries(SORTS).map(([sort, order]) => [
      sort,
      db.prepare<[string, number, number], BudgetRow>(`SELECT ${COLUMNS} ${FROM} WHERE b.unit_uid IN (SELECT value FROM json_each(?)) ORDER BY ${order} LIMIT ? OFFSET ?`),
    ]),
  ) as Record<BudgetSort, ReturnType<typeof db.prepare<[string, number, number], BudgetRow>>>;
  const countBudgets = db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM budgets WHERE unit_uid IN (SELECT value FROM json_each(?))");
  const codeExists = db.prepare<[string], { code: string }>("SELECT code FROM budgets WHERE code = ? COLLATE NOCASE");
  const findUnit = db.prepare<[string], { uid: string; active: number }>("SELECT uid, active FROM org_units WHERE uid = ?");
  const orgCurrencies = db.prepare<[string], { isocode: string; name: string; symbol: string }>(
    `WITH RECURSIVE down(uid, depth) AS (SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT DISTINCT c.isocode, c.name, c.symbol FROM down JOIN org_units o ON o.uid = down.uid JOIN currencies c ON c.isocode = o.currency ORDER BY c.isocode`,
  );
  const insertBudget = db.prepare<{ code: string; name: string; cents: number; currency: string; start: string; end: string; unit: string }>(
    `INSERT INTO budgets (code, name, amount_cents, currency, start_date, end_date, unit_uid, active) VALUES (@code, @name, @cents, @currency, @start, @end, @unit, 1)`,
  );
  const updateBudget = db.prepare<{ code: string; name: string; cents: number; currency: string; start: string; end: string; unit: string }>(
    `UPDATE budgets SET name = @name, amount_cents = @cents, currency = @currency, start_date = @start, end_date = @end, unit_uid = @unit WHERE code = @code`,
  );
  const setActive = db.prepare<[number, string]>("UPDATE budgets SET active = ? WHERE code = ?");
  const linkedCentres = db.prepare<[string], CentreRow>(
    `SELECT cc.code, cc.name, cc.currency, cc.unit_uid AS unitUid, ou.name AS unitName, cc.active
     FROM cost_centre_budgets cb JOIN cost_centres cc ON cc.code = cb.cost_centre_code JOIN org_units ou ON ou.uid = cc.unit_uid
     WHERE cb.budget_code = ? ORDER BY cc.name COLLATE NOCASE, cc.code`,
  );
  const findCentre = db.prepare<[string], CentreRow>(
    `SELECT cc.code, cc.name, cc.currency, cc.unit_uid AS unitUid, ou.name AS unitName, cc.active FROM cost_centres cc JOIN org_units ou ON ou.uid = cc.unit_uid WHERE cc.code = ?`,
  );
  const CENTRE_BUDGETS_WHERE = `b.unit_uid IN (SELECT value FROM json_each(@tree)) AND (b.currency = @currency OR EXISTS (SELECT 1 FROM cost_centre_budgets x WHERE x.budget_code = b.code AND x.cost_centre_code = @centre))`;
  const centreBudgetsPage = db.prepare<{ tree: string; currency: string; centre: string; limit: number; offset: number }, BudgetRow & { selected: number }>(
    `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM cost_centre_budgets x WHERE x.budget_code = b.code AND x.cost_centre_code = @centre) AS selected
     ${FROM} WHERE ${CENTRE_BUDGETS_WHERE} ORDER BY selected DESC, b.name COLLATE NOCASE, b.code LIMIT @limit OFFSET @offset`,
  );
  const centreBudgetsCount = db.prepare<{ tree: string; currency: string; centre: string }, { n: number }>(`SELECT count(*) AS n FROM budgets b WHERE ${CENTRE_BUDGETS_WHERE}`);
  const isLinked = db.prepare<[string, string], { n: number }>("SELECT count(*) AS n FROM cost_centre_budgets WHERE cost_centre_code = ? AND budget_code = ?");
  const insertLink = db.prepare<[string, string]>("INSERT INTO cost_centre_budgets (cost_centre_code, budget_code) VALUES (?, ?) ON CONFLICT DO NOTHING");
  const deleteLink = db.prepare<[string, string]>("DELETE FROM cost_centre_budgets WHERE cost_centre_code = ? AND budget_code = ?");
  const findIdempotent = db.prepare<[string, string, string], { resultId: string }>(
    "SELECT result_id AS resultId FROM org_idempotency WHERE actor_uid = ? AND key = ? AND operation = ?",
  );
  const insertIdempotent = db.prepare<[string, string, string, string, number]>(
    "INSERT INTO org_idempotency (actor_uid, key, operation, result_id, created_at) VALUES (?, ?, ?, ?, ?)",
  );

  const money = (cents: number) => Math.round(cents) / 100;
  const budgetJson = (row: BudgetRow) => {
    const used = consumption.of(row.code);
    const spentCents = used?.spentCents ?? 0;
    return {
      code: row.code,
      name: row.name,
      budget: money(row.amountCents),
      currency: { isocode: row.currency, symbol: row.symbol },
      startDate: row.startDate,
      endDate: row.endDate,
      orgUnit: { uid: row.unitUid, name: row.unitName, active: row.unitActive === 1 },
      active: row.active === 1,
      /** Ours (extension): the budget's consumption — spent, remaining and spent ÷ amount. */
      consumption: { spent: money(spentCents), remaining: money(row.amountCents - spentCents), ratio: row.amountCents > 0 ? spentCents / row.amountCents : 0 },
      /** Ours: how many cost centres hold the budget. */
      costCentersCount: row.costCentres,
    };
  };
  const centreJson = (row: CentreRow) => ({
    code: row.code,
    name: row.name,
    currency: { isocode: row.currency },
    unit: { uid: row.unitUid, name: row.unitName },
    active: row.active === 1,
  });

  function visibleBudget(admin: OrgAdmin, code: string): BudgetRow {
    const row = findBudget.get(code);
    if (!row || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("Budget", code);
    return row;
  }
  function visibleCentre(admin: OrgAdmin, code: string): CentreRow {
    const row = findCentre.get(code);
    if (!row || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("Cost center", code);
    return row;
  }
  function usableUnit(admin: OrgAdmin, unitUid: string) {
    const unit = findUnit.get(unitUid);
    if (!unit || !orgAdmins.inScope(admin, unitUid)) throw notInScope("Unit", unitUid);
    if (unit.active !== 1) throw illegal("parentDisabled", `Unit '${unitUid}' is disabled`);
    return unit;
  }
  function checkValues(admin: OrgAdmin, values: { currency: string; startDate: string; endDate: string; budget: number }) {
    if (!orgCurrencies.all(admin.root).some((c) => c.isocode === values.currency)) {
      throw fieldError("currency.isocode", `Currency '${values.currency}' is not a currency of the organisation`);
    }
    if (values.startDate > values.endDate) throw fieldError("endDate", "The end date must not be before the start date");
  }
  const current = (code: string) => {
    const row = findBudget.get(code);
    if (!row) throw notInScope("Budget", code);
    return row;
  };

  return {
    /** The organisation's currencies (the currencies of its units): the budget form's choices. */
    currencies(admin: OrgAdmin) {
      return { currencies: orgCurrencies.all(admin.root).map((c) => ({ isocode: c.isocode, name: c.name, symbol: c.symbol, active: true })) };
    },

    /** `GET users/{u}/budgets?currentPage&pageSize&sort` (SAP's BudgetListWsDTO: budgets, pagination, sorts). */
    list(admin: OrgAdmin, query: { currentPage: number; pageSize: number; sort: BudgetSort }) {
      const total = countBudgets.get(admin.treeJson)?.n ?? 0;
      const rows = pageOf[query.sort].all(admin.treeJson, query.pageSize, query.currentPage * query.pageSize);
      return {
        budgets: rows.map(budgetJson),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total, sort: query.sort },
        sorts: Object.keys(SORTS).map((code) => ({ code, selected: code === query.sort })),
      };
    },

    /** `GET users/{u}/budgets/{code}`: the budget, its consumption, its cost centres and the last change. */
    get(admin: OrgAdmin, code: string) {
      const row = visibleBudget(admin, code);
      return { ...budgetJson(row), costCenters: linkedCentres.all(row.code).map(centreJson), lastChange: orgAdmins.lastChange("BUDGET", row.code) };
    },

    /** `POST users/{u}/budgets` → 201 the budget (the same Idempotency-Key again: the budget it created). */
    create(admin: OrgAdmin, input: BudgetInput, key: string | null) {
      if (key) {
        const done = findIdempotent.get(admin.uid, key, "BUDGET_CREATE");
        if (done) return { budget: budgetJson(visibleBudget(admin, done.resultId)), created: false };
      }
      const unit = usableUnit(admin, input.orgUnit.uid);
      checkValues(admin, { currency: input.currency.isocode, startDate: input.startDate, endDate: input.endDate, budget: input.budget });
      if (codeExists.get(input.code)) {
        throw new OccError(409, [{ type: "AlreadyExistsError", subject: "code", subjectType: "parameter", message: budgetExists(input.code) }]);
      }
      const values = { code: input.code, name: input.name, cents: Math.round(input.budget * 100), currency: input.currency.isocode, start: input.startDate, end: input.endDate, unit: unit.uid };
      insertBudget.run(values);
      if (key) insertIdempotent.run(admin.uid, key, "BUDGET_CREATE", input.code, now());
      orgAdmins.record(admin, "BUDGET", input.code, "CREATE", { name: values.name, amountCents: values.cents, currency: values.currency, start: values.start, end: values.end, unit: values.unit });
      return { budget: budgetJson(current(input.code)), created: true };
    },

    /** `PATCH users/{u}/budgets/{code}`: the fields, or `active` (disable, enable) → the budget. */
    update(admin: OrgAdmin, code: string, input: BudgetPatch) {
      const row = visibleBudget(admin, code);
      if (input.code !== undefined && input.code !== row.code) throw fieldError("code", "The code of a budget cannot be changed");
      const changesFields = input.name !== undefined || input.budget !== undefined || input.currency !== undefined || input.startDate !== undefined || input.endDate !== undefined || input.orgUnit !== undefined;
      if (row.active !== 1 && (input.active !== true || changesFields)) throw illegal("disabledItem", `Budget '${row.code}' is disabled and cannot be changed`);
      if (input.active === true && row.active !== 1) {
        if (row.unitActive !== 1) throw illegal("parentDisabled", `Unit '${row.unitUid}' is disabled`);
      }
      if (changesFields) {
        const unitUid = input.orgUnit?.uid ?? row.unitUid;
        if (unitUid !== row.unitUid) usableUnit(admin, unitUid);
        else if (row.unitActive !== 1) throw illegal("disabledItem", `Budget '${row.code}' belongs to a disabled unit and cannot be changed`);
        const values = {
          code: row.code,
          name: input.name ?? row.name,
          cents: input.budget !== undefined ? Math.round(input.budget * 100) : row.amountCents,
          currency: input.currency?.isocode ?? row.currency,
          start: input.startDate ?? row.startDate,
          end: input.endDate ?? row.endDate,
          unit: unitUid,
        };
        checkValues(admin, { currency: values.currency, startDate: values.start, endDate: values.end, budget: values.cents / 100 });
        if (values.currency !== row.currency && linkedCentres.all(row.code).some((centre) => centre.currency !== values.currency)) {
          throw fieldError("currency.isocode", `Budget '${row.code}' is linked to cost centers in ${row.currency}: unlink them before changing its currency`);
        }
        updateBudget.run(values);
        orgAdmins.record(admin, "BUDGET", row.code, "UPDATE", { name: values.name, amountCents: values.cents, currency: values.currency, start: values.start, end: values.end, unit: values.unit });
      }
      if (input.active !== undefined && (input.active ? 1 : 0) !== row.active) {
        setActive.run(input.active ? 1 : 0, row.code);
        orgAdmins.record(admin, "BUDGET", row.code, input.active ? "ENABLE" : "DISABLE");
      }
      return budgetJson(current(row.code));
    },

    /** `GET costcenters/{code}/budgets`: the budgets of the admin's scope a cost centre may hold, `selected` = linked. */
    costCentreBudgets(admin: OrgAdmin, centreCode: string, query: { currentPage: number; pageSize: number }) {
      const centre = visibleCentre(admin, centreCode);
      const params = { tree: admin.treeJson, currency: centre.currency, centre: centre.code };
      const total = centreBudgetsCount.get(params)?.n ?? 0;
      const rows = centreBudgetsPage.all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      return {
        costCenter: centreJson(centre),
        budgets: rows.map((row) => ({ ...budgetJson(row), selected: row.selected === 1 })),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total, sort: "byName" },
        sorts: [{ code: "byName", selected: true }],
      };
    },

    /** `POST costcenters/{code}/budgets?budgetCode=` → SAP's B2BSelectionData {id, selected, active}. */
    link(admin: OrgAdmin, centreCode: string, budgetCode: string) {
      const centre = visibleCentre(admin, centreCode);
      const budget = visibleBudget(admin, budgetCode);
      const selection = { id: budget.code, selected: true, active: budget.active === 1 };
      if ((isLinked.get(centre.code, budget.code)?.n ?? 0) > 0) return selection;
      if (centre.active !== 1) throw illegal("disabledItem", `Cost center '${centre.code}' is disabled and cannot be changed`);
      if (budget.active !== 1) throw illegal("disabledItem", `Budget '${budget.code}' is disabled and cannot be changed`);
      if (budget.currency !== centre.currency) throw fieldError("budgetCode", `Budget '${budget.code}' is in ${budget.currency}, cost center '${centre.code}' in ${centre.currency}`);
      insertLink.run(centre.code, budget.code);
      orgAdmins.record(admin, "BUDGET", budget.code, "LINK_COST_CENTER", { costCenter: centre.code });
      orgAdmins.record(admin, "COST_CENTRE", centre.code, "LINK_BUDGET", { budget: budget.code });
      return selection;
    },

    /** `DELETE costcenters/{code}/budgets/{budgetCode}` → {id, selected: false, active}. */
    unlink(admin: OrgAdmin, centreCode: string, budgetCode: string) {
      const centre = visibleCentre(admin, centreCode);
      const budget = visibleBudget(admin, budgetCode);
      const selection = { id: budget.code, selected: false, active: budget.active === 1 };
      if ((isLinked.get(centre.code, budget.code)?.n ?? 0) === 0) return selection;
      if (centre.active !== 1) throw illegal("disabledItem", `Cost center '${centre.code}' is disabled and cannot be changed`);
      deleteLink.run(centre.code, budget.code);
      orgAdmins.record(admin, "BUDGET", budget.code, "UNLINK_COST_CENTER", { costCenter: centre.code });
      orgAdmins.record(admin, "COST_CENTRE", centre.code, "UNLINK_BUDGET", { budget: budget.code });
      return selection;
    },
  };
}

export type OrgBudgets = ReturnType<typeof orgBudgets>;
