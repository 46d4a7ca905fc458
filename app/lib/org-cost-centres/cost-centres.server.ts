import { randomUUID } from "node:crypto";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission, type ReplyOptions } from "~/lib/form-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import {
  type CostCentre,
  createCostCentre,
  getCostCentre,
  getCurrencies,
  listCostCentres,
  removeCostCentre,
  updateCostCentre,
} from "~/lib/occ/org-cost-centres.server";
import { getAvailableUnitNodes } from "~/lib/occ/org-user-groups.server";
import { flashAndGo, type OrgAdminUser, requireOrgAdminCaller, throwOrgBackendError } from "~/lib/organisation/access.server";
import { conflict, noPermission, orgWords, statusActive, statusDisabled } from "~/lib/organisation/messages";
import { lastChangedText } from "~/lib/org-user-groups/user-groups.server";
import { type RequestContext } from "~/lib/request-context.server";
import { parseCreateCostCentre, parseEditCostCentre } from "./cost-centre-schema";
import * as m from "./messages";
import * as sm from "./messages.server";
import { COST_CENTRE_CODE, COST_CENTRES_PAGE_SIZE, COST_CENTRES_PATH, type CostCentreListValues, costCentrePath } from "./paths";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";

/**
 * The cost-centre pages' flows (issue 27, helper A; docs/organisation.md "Cost centres"): list (search, unit filter,
 * paging), detail (linked budgets and the users who may charge it, read-only), create, edit, disable, enable and
 * remove after confirmation pages. Every loader and action starts with `requireOrgAdmin` (403 for anybody but an
 * admin); a cost centre outside the admin's scope is the backend's 404, shown as the not-found page. Every change
 * redirects (303) with a flash message.
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
const UNIT_ID = /^[A-Za-z0-9._-]{1,64}$/;

function checkedCode(code: string | undefined): string {
  if (!code || !COST_CENTRE_CODE.test(code)) throw notFound();
  return code;
}

const money = (amount: number, isocode: string) => new Intl.NumberFormat("en-AU", { style: "currency", currency: isocode }).format(amount);

const costCentreRow = (costCentre: CostCentre) => ({
  code: costCentre.code,
  name: costCentre.name,
  currency: costCentre.currency.isocode,
  unit: costCentre.unit.name,
  unitUid: costCentre.unit.uid,
  unitActive: costCentre.unit.active,
  href: costCentrePath(costCentre.code),
  active: costCentre.activeFlag,
  status: costCentre.activeFlag ? statusActive : statusDisabled,
});
export type CostCentreRow = ReturnType<typeof costCentreRow>;

// --- list ---

/** /organisation/cost-centres?q=&unit=&page=: the GET filter form (search, unit) and one page of 50. */
export async function loadCostCentres(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const params = new URL(request.url).searchParams;
  const values: CostCentreListValues = { q: (params.get("q") ?? "").trim().slice(0, 100), unit: (params.get("unit") ?? "").trim().slice(0, 100) };
  const errors: Partial<Record<keyof CostCentreListValues, string>> = {};
  if (values.unit && !UNIT_ID.test(values.unit)) errors.unit = sm.invalidFilter;
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  const query = (currentPage: number) => ({
    currentPage,
    pageSize: COST_CENTRES_PAGE_SIZE,
    search: values.q || undefined,
    units: values.unit && !errors.unit ? [values.unit] : [],
  });
  const listing = listCostCentres(caller, query(page - 1)).catch(async (error: unknown) => {
    // A unit outside the admin's scope (an edited URL) is not an option: drop it and say so.
    if (isOccError(error) && error.status === 404 && values.unit && !errors.unit) {
      errors.unit = sm.invalidFilter;
      return listCostCentres(caller, query(page - 1));
    }
    throw error;
  });
  const [units, first] = await Promise.all([getAvailableUnitNodes(caller), listing]).catch(throwOrgBackendError);
  let list = first;
  if (list.costCenters.length === 0 && list.pagination.totalPages > 0 && page > list.pagination.totalPages) {
    list = await listCostCentres(caller, query(list.pagination.totalPages - 1)).catch(throwOrgBackendError);
  }
  const { currentPage, pageSize, totalResults, totalPages } = list.pagination;
  const from = totalResults === 0 ? 0 : currentPage * pageSize + 1;
  return {
    words: orgWords(user.siteType),
    values,
    errors,
    units: units.map((unit) => ({ value: unit.id, label: `${unit.name} (${unit.id})` })),
    costCentres: list.costCenters.map(costCentreRow),
    pagination: { currentPage, totalPages },
    range: { from, to: Math.min(totalResults, currentPage * pageSize + list.costCenters.length), total: totalResults },
  };
}

// --- detail ---

async function detail(caller: OccCaller, code: string) {
  const costCentre = await getCostCentre(caller, code).catch(throwOrgBackendError);
  return {
    costCentre: costCentreRow(costCentre),
    budgets: costCentre.assignedBudgets.map((budget) => ({
      code: budget.code,
      name: budget.name,
      amount: money(budget.budget, budget.currency.isocode),
      dates: `${budget.startDate} – ${budget.endDate}`,
      active: budget.active,
      status: budget.active ? statusActive : statusDisabled,
    })),
    users: costCentre.users.map((u) => ({ uid: u.uid, pk: u.customerId, name: u.name, unit: u.orgUnit?.name ?? "", active: u.active, isDefault: u.isDefault })),
    lastChanged: lastChangedText(costCentre.lastChange),
  };
}

export async function loadCostCentre(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  return { words: orgWords(user.siteType), ...(await detail(caller, checkedCode(code))) };
}

// --- create and edit ---

async function formOptions(caller: OccCaller) {
  const [nodes, currencies] = await Promise.all([getAvailableUnitNodes(caller), getCurrencies(caller)]);
  return {
    units: nodes.filter((node) => node.active).map((node) => ({ value: node.id, label: node.name })),
    currencies: currencies.map((currency) => ({ value: currency.isocode, label: `${currency.name} (${currency.isocode})` })),
  };
}

export async function loadCreateForm(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const { units, currencies } = await formOptions(caller).catch(throwOrgBackendError);
  const unit = new URL(request.url).searchParams.get("unit");
  return {
    words: orgWords(user.siteType),
    units,
    currencies,
    values: { unit: units.some((u) => u.value === unit) ? (unit ?? "") : "", currency: currencies.length === 1 ? (currencies[0]?.value ?? "") : "" },
    /** The create's Idempotency-Key: the same form posted twice creates once. */
    formKey: randomUUID(),
  };
}

export async function loadEditForm(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const [costCentre, options] = await Promise.all([getCostCentre(caller, id), formOptions(caller)]).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    ...options,
    costCentre: { code: costCentre.code, name: costCentre.name, active: costCentre.activeFlag },
    values: { name: costCentre.name, currency: costCentre.currency.isocode, unit: costCentre.unit.uid },
  };
}

/** The backend's refusal of a create or edit as the form's errors (field errors where the backend names one). */
function refusal(error: OccError, user: OrgAdminUser, values: { code?: string; unit: string }): ReplyOptions {
  const words = orgWords(user.siteType);
  const detailItem = error.details[0];
  if (error.status === 403) return { formErrors: [noPermission] };
  if (error.status === 409) return values.code ? { fieldErrors: { code: [conflict.costCentre(values.code)] } } : { formErrors: [error.userMessage] };
  if (detailItem?.type === "IllegalStateError") {
    if (detailItem.reason === "parentDisabled") return { fieldErrors: { unit: [sm.parentDisabled(words.unitLower)] } };
    if (detailItem.reason === "disabledItem") return { formErrors: [m.disabledEdit] };
  }
  if (error.status === 404 && detailItem?.subject === values.unit) return { fieldErrors: { unit: [sm.unitUnknown(words.unitLower)] } };
  if (error.status === 400 && detailItem?.type === "ValidationError" && detailItem.subject) {
    const field = detailItem.subject.split(".")[0] ?? "";
    if (field === "currency") return { fieldErrors: { currency: [m.currencyUnknown] } };
    if (field === "code" || field === "name" || field === "unit") return { fieldErrors: { [field]: [detailItem.message || error.userMessage] } };
  }
  return { formErrors: [error.userMessage] };
}

/** POST the create form: the schema, then the backend (with the form's key); the new cost centre's page with the flash. */
export async function submitCreate(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const form = await readForm(request);
  const submission = parseCreateCostCentre(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { code, name, currency, unit } = submission.value;
  const key = idempotencyKeyOf(form);
  try {
    const created = await createCostCentre(caller, { code, name, currency: { isocode: currency }, unit: { uid: unit } }, key);
    return await flashAndGo(request, context, sm.created(created.name), costCentrePath(created.code));
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, refusal(error, user, { code, unit }));
  }
}

/** POST the edit form: name, currency and unit; the cost centre's page with the flash. */
export async function submitEdit(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  // Another organisation's cost centre is a 404 before anything about the form.
  await getCostCentre(caller, id).catch(throwOrgBackendError);
  const submission = parseEditCostCentre(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { name, currency, unit } = submission.value;
  try {
    const updated = await updateCostCentre(caller, id, { name, currency: { isocode: currency }, unit: { uid: unit } });
    return await flashAndGo(request, context, sm.updated(updated.name), costCentrePath(updated.code));
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 404 && error.details[0]?.subject !== unit) throw notFound();
    return invalidSubmission(context, submission, refusal(error, user, { unit }));
  }
}

// --- disable, enable, remove ---

export async function loadConfirm(request: Request, context: RequestContext, code: string | undefined) {
  return loadCostCentre(request, context, code);
}

/** POST intent=disable|enable: SAP's PATCH {activeFlag}; the cost centre's page with the flash (a repeat changes nothing). */
export async function submitActive(request: Request, context: RequestContext, code: string | undefined, intent: "disable" | "enable") {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  if (form.get("intent") !== intent) return invalidSubmission(context, parseButtonForm(form), { formErrors: ["Unknown form action."] });
  const costCentre = await getCostCentre(caller, id).catch(throwOrgBackendError);
  try {
    await updateCostCentre(caller, id, { activeFlag: intent === "enable" });
    return await flashAndGo(request, context, intent === "enable" ? sm.enabled(costCentre.name) : sm.disabled(costCentre.name), costCentrePath(id));
  } catch (error) {
    if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
    const reason = error.details[0]?.reason;
    const message = reason === "parentDisabled" ? m.disabledEnable(orgWords(user.siteType).unitLower) : error.userMessage;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [message] });
  }
}

/** POST intent=remove: the spec's JSON-body DELETE, then the list with the flash (another organisation's or gone: 404). */
export async function submitRemove(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  if (form.get("intent") !== "remove") return invalidSubmission(context, parseButtonForm(form), { formErrors: ["Unknown form action."] });
  const costCentre = await getCostCentre(caller, id).catch(throwOrgBackendError);
  try {
    await removeCostCentre(caller, costCentre.code, costCentre.unit.uid);
  } catch (error) {
    if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
    const reason = error.details[0]?.reason;
    const words = orgWords(user.siteType);
    const message = reason === "notEmpty" ? sm.removeCharged : reason === "disabledItem" ? m.disabledUnitRemove(words.unitLower) : error.userMessage;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [message] });
  }
  return flashAndGo(request, context, sm.removed(costCentre.name), COST_CENTRES_PATH);
}
