import { randomUUID } from "node:crypto";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission, type ReplyOptions } from "~/lib/form-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import {
  type Budget,
  createBudget,
  getBudget,
  getBudgetCurrencies,
  getBudgets,
  getCostCentreBudgets,
  linkBudget,
  unlinkBudget,
  updateBudget,
} from "~/lib/occ/org-budgets.server";
import { getAvailableUnitNodes } from "~/lib/occ/org-user-groups.server";
import { flashAndGo, type OrgAdminUser, requireOrgAdminCaller, throwOrgBackendError } from "~/lib/organisation/access.server";
import { conflict, noPermission, orgWords, statusActive, statusDisabled } from "~/lib/organisation/messages";
import { lastChangedText } from "~/lib/org-user-groups/user-groups.server";
import { readPageParam, resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import { BudgetLinkSchema, parseCreateBudget, parseEditBudget } from "./budget-schema";
import * as fm from "./form-messages";
import * as m from "./messages";
import { BUDGET_CODE, BUDGETS_PAGE_SIZE, budgetPath, costCentreBudgetsPath, costCentrePath } from "./paths";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";

/**
 * The budget pages' flows (issue 27; docs/organisation.md "Budgets"): list, detail (amount, spent, remaining — the
 * consumption extension — dates, currency, unit, status, cost centres), create, edit, disable and enable after a
 * confirmation page, and a cost centre's budgets (assign, unassign). Every loader and action starts with
 * `requireOrgAdmin` (403 for anybody but an admin); a budget or cost centre outside the admin's scope is the backend's
 * 404, shown as the not-found page. Every change redirects (303) with a flash message.
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
const badRequest = () => new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });

function checkedCode(code: string | undefined): string {
  if (!code || !BUDGET_CODE.test(code)) throw notFound();
  return code;
}

/** A money amount in the budget's currency ('$1,234.50'; NZ$ for NZD on an Australian page). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency }).format(amount);
}
const dayFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** '1 July 2026' for 2026-07-01. */
export const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
};

const budgetRow = (budget: Budget) => ({
  code: budget.code,
  name: budget.name,
  amount: formatMoney(budget.budget, budget.currency.isocode),
  currency: budget.currency.isocode,
  unit: budget.orgUnit.name,
  startDate: budget.startDate,
  endDate: budget.endDate,
  dates: `${formatDay(budget.startDate)} – ${formatDay(budget.endDate)}`,
  spent: budget.consumption ? formatMoney(budget.consumption.spent, budget.currency.isocode) : null,
  href: budgetPath(budget.code),
  active: budget.active,
  status: budget.active ? statusActive : statusDisabled,
});
export type BudgetRowView = ReturnType<typeof budgetRow>;

/** What the consumption bar and its text equivalent show; null without the backend's consumption extension. */
function consumptionView(budget: Budget) {
  const used = budget.consumption;
  if (!used) return null;
  const money = (value: number) => formatMoney(value, budget.currency.isocode);
  const percent = `${Math.round(used.ratio * 100)}%`;
  return {
    amount: money(budget.budget),
    spent: money(used.spent),
    remaining: money(used.remaining),
    ratio: used.ratio,
    percent,
    text: used.remaining < 0 ? fm.overspentText(money(used.spent), money(budget.budget), percent, money(-used.remaining)) : fm.consumptionText(money(used.spent), money(budget.budget), percent, money(used.remaining)),
  };
}
export type ConsumptionView = NonNullable<ReturnType<typeof consumptionView>>;

// --- list ---

/** /organisation/budgets?page=: the budgets of the admin's scope, 50 per page. */
export async function loadBudgets(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const list = await getBudgets(caller, { currentPage: page, pageSize: BUDGETS_PAGE_SIZE, sort: "byName" }).catch(throwOrgBackendError);
  if (page > 0 && page >= list.pagination.totalPages) throw notFound();
  return {
    words: orgWords(user.siteType),
    budgets: list.budgets.map(budgetRow),
    pagination: list.pagination,
    range: resultRange(list.pagination.currentPage, list.pagination.pageSize, list.pagination.totalResults),
  };
}

// --- detail ---

export async function loadBudget(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const budget = await getBudget(caller, checkedCode(code)).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    budget: { ...budgetRow(budget), unitActive: budget.orgUnit.active },
    consumption: consumptionView(budget),
    costCentres: budget.costCenters.map((centre) => ({
      code: centre.code,
      name: centre.name,
      unit: centre.unit?.name ?? "",
      active: centre.active,
      status: centre.active ? statusActive : statusDisabled,
      href: costCentrePath(centre.code),
    })),
    lastChanged: lastChangedText(budget.lastChange),
  };
}

// --- create and edit ---

async function formOptions(caller: OccCaller) {
  const [nodes, currencies] = await Promise.all([getAvailableUnitNodes(caller), getBudgetCurrencies(caller)]);
  return {
    units: nodes.filter((node) => node.active).map((node) => ({ value: node.id, label: node.name })),
    currencies: currencies.map((currency) => ({ value: currency.isocode, label: currency.name ? `${currency.isocode} (${currency.name})` : currency.isocode })),
  };
}

export async function loadCreateForm(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const { units, currencies } = await formOptions(caller).catch(throwOrgBackendError);
  const parent = new URL(request.url).searchParams.get("unit");
  return {
    words: orgWords(user.siteType),
    units,
    currencies,
    values: {
      orgUnit: units.some((unit) => unit.value === parent) ? (parent ?? "") : "",
      currency: currencies.length === 1 ? (currencies[0]?.value ?? "") : "",
    },
    /** The create's Idempotency-Key: the same form posted twice creates once. */
    formKey: randomUUID(),
  };
}

export async function loadEditForm(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const [budget, options] = await Promise.all([getBudget(caller, checkedCode(code)), formOptions(caller)]).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    ...options,
    budget: { code: budget.code, name: budget.name, active: budget.active },
    values: {
      name: budget.name,
      budget: String(budget.budget),
      currency: budget.currency.isocode,
      startDate: budget.startDate,
      endDate: budget.endDate,
      orgUnit: budget.orgUnit.uid,
    },
  };
}

const FORM_FIELDS = ["code", "name", "budget", "currency", "startDate", "endDate", "orgUnit"] as const;

/** The backend's refusal of a create or edit as the form's errors (field errors where the backend names one). */
function refusal(error: OccError, user: OrgAdminUser, values: { code?: string; orgUnit: string }): ReplyOptions {
  const words = orgWords(user.siteType);
  const detail = error.details[0];
  if (error.status === 403) return { formErrors: [noPermission] };
  if (error.status === 409) return values.code ? { fieldErrors: { code: [conflict.budget(values.code)] } } : { formErrors: [error.userMessage] };
  if (detail?.type === "IllegalStateError") {
    if (detail.reason === "parentDisabled") return { fieldErrors: { orgUnit: [fm.parentDisabled(words.unitLower)] } };
    if (detail.reason === "disabledItem") return { formErrors: [fm.disabledBudget] };
  }
  if (error.status === 404 && detail?.subject === values.orgUnit) return { fieldErrors: { orgUnit: [fm.unitUnknown(words.unitLower)] } };
  if (error.status === 400 && detail?.type === "ValidationError" && detail.subject) {
    const field = detail.subject.split(".")[0] ?? "";
    if (field === "currency") return { fieldErrors: { currency: [detail.message.includes("linked") ? fm.linkedCurrency : fm.currencyUnknown] } };
    if (field === "endDate" && /before/.test(detail.message)) return { fieldErrors: { endDate: [fm.endBeforeStart] } };
    if ((FORM_FIELDS as readonly string[]).includes(field)) return { fieldErrors: { [field]: [detail.message || error.userMessage] } };
  }
  return { formErrors: [error.userMessage] };
}

/** POST the create form: the schema, then the backend (with the form's key); the new budget's page with the flash. */
export async function submitCreate(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const form = await readForm(request);
  const submission = parseCreateBudget(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { code, name, budget, currency, startDate, endDate, orgUnit } = submission.value;
  const key = idempotencyKeyOf(form);
  try {
    const made = await createBudget(caller, { code, name, budget, currency: { isocode: currency }, startDate, endDate, orgUnit: { uid: orgUnit } }, key);
    return await flashAndGo(request, context, fm.created(made.name), budgetPath(made.code));
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, refusal(error, user, { code, orgUnit }));
  }
}

/** POST the edit form; the budget's page with the flash. */
export async function submitEdit(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  // Another organisation's budget is a 404 before anything about the form.
  await getBudget(caller, id).catch(throwOrgBackendError);
  const submission = parseEditBudget(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { name, budget, currency, startDate, endDate, orgUnit } = submission.value;
  try {
    const saved = await updateBudget(caller, id, { name, budget, currency: { isocode: currency }, startDate, endDate, orgUnit: { uid: orgUnit } });
    return await flashAndGo(request, context, fm.updated(saved.name), budgetPath(saved.code));
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 404 && error.details[0]?.subject !== orgUnit) throw notFound();
    return invalidSubmission(context, submission, refusal(error, user, { orgUnit }));
  }
}

// --- disable and enable ---

export async function loadStatusChange(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const budget = await getBudget(caller, checkedCode(code)).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    budget: { ...budgetRow(budget), unitActive: budget.orgUnit.active, costCentres: budget.costCenters.length },
  };
}

/** POST intent=disable|enable: SAP's PATCH {active}; the budget's page with the flash (already so: the same page). */
export async function submitStatusChange(request: Request, context: RequestContext, code: string | undefined, intent: "disable" | "enable") {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  if (form.get("intent") !== intent) throw badRequest();
  const budget = await getBudget(caller, id).catch(throwOrgBackendError);
  try {
    await updateBudget(caller, id, { active: intent === "enable" });
  } catch (error) {
    if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
    const reason = error.details[0]?.reason;
    const message = reason === "parentDisabled" ? m.disabledEnable(orgWords(user.siteType).unitLower) : error.userMessage;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [message] });
  }
  return flashAndGo(request, context, intent === "enable" ? fm.enabled(budget.name) : fm.disabled(budget.name), budgetPath(id));
}

// --- a cost centre's budgets ---

/** /organisation/cost-centres/{code}/budgets?page=: the budgets a cost centre may hold, each assigned or not. */
export async function loadCostCentreBudgets(request: Request, context: RequestContext, centreCode: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const code = checkedCode(centreCode);
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const list = await getCostCentreBudgets(caller, code, { currentPage: page, pageSize: BUDGETS_PAGE_SIZE }).catch(throwOrgBackendError);
  if (page > 0 && page >= list.pagination.totalPages) throw notFound();
  return {
    words: orgWords(user.siteType),
    costCentre: { code, name: list.costCenter?.name ?? code, active: list.costCenter?.active ?? true, currency: list.costCenter?.currency?.isocode ?? null },
    budgets: list.budgets.map((budget) => ({ ...budgetRow(budget), selected: budget.selected })),
    pagination: list.pagination,
    range: resultRange(list.pagination.currentPage, list.pagination.pageSize, list.pagination.totalResults),
  };
}

/** POST intent=assign|unassign&budgetCode=: one change, then the same page (and page number) with the flash. */
export async function submitCostCentreBudgets(request: Request, context: RequestContext, centreCode: string | undefined) {
  const { caller } = await requireOrgAdminCaller(request, context);
  const code = checkedCode(centreCode);
  const form = await readForm(request);
  const parsed = BudgetLinkSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest();
  const { intent, budgetCode } = parsed.data;
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const back = page > 0 ? `${costCentreBudgetsPath(code)}?page=${page + 1}` : costCentreBudgetsPath(code);
  try {
    // The budget's name for the message, and a 404 for a budget or cost centre outside the scope, before the change.
    const [budget] = await Promise.all([getBudget(caller, budgetCode), getCostCentreBudgets(caller, code, { currentPage: 0, pageSize: 1 })]);
    if (intent === "assign") await linkBudget(caller, code, budgetCode);
    else await unlinkBudget(caller, code, budgetCode);
    return await flashAndGo(request, context, intent === "assign" ? fm.assigned(budget.name) : fm.unassigned(budget.name), back);
  } catch (error) {
    if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
    const detail = error.details[0];
    const message =
      detail?.reason === "disabledItem"
        ? /^Budget/.test(detail.message)
          ? fm.budgetDisabledLink
          : m.costCentreDisabled
        : detail?.subject === "budgetCode"
          ? fm.currencyMismatch
          : error.userMessage;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [message] });
  }
}
