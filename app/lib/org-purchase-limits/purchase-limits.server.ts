import { randomUUID } from "node:crypto";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission, type ReplyOptions } from "~/lib/form-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import {
  createPurchaseLimit,
  getCustomerLimits,
  getPurchaseLimit,
  getPurchaseLimits,
  kindOf,
  PERMISSION_TYPE_CODES,
  type PurchaseLimit,
  type PurchaseLimitBody,
  setCustomerLimit,
  setGroupLimit,
  updatePurchaseLimit,
} from "~/lib/occ/org-purchase-limits.server";
import { getAvailableUnitNodes, getUserGroup, getUserGroupPermissions } from "~/lib/occ/org-user-groups.server";
import { lastChangedText } from "~/lib/org-user-groups/user-groups.server";
import { USER_GROUP_UID, userGroupPath } from "~/lib/org-user-groups/paths";
import { flashAndGo, type OrgAdminUser, requireOrgAdminCaller, throwOrgBackendError } from "~/lib/organisation/access.server";
import { conflict, noPermission, orgWords, statusActive, statusDisabled } from "~/lib/organisation/messages";
import { readPageParam, resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import {
  LIMIT_CODE,
  PURCHASE_LIMITS_PAGE_SIZE,
  purchaseLimitAssigneesPath,
  purchaseLimitPath,
  groupPurchaseLimitsPath,
  userPurchaseLimitsPath,
} from "./paths";
import { AssignmentChangeSchema, LIMIT_KIND_VALUES, LIMIT_PERIOD_VALUES, LimitChangeSchema, parseCreatePurchaseLimit, parseEditPurchaseLimit, readThreshold } from "./purchase-limit-schema";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";

/**
 * The purchase-limit pages' flows (issue 27, B; docs/organisation.md "Purchase limits"): list, detail, create, edit,
 * disable and enable after a confirmation page, assign to and remove from users and user groups (from the limit, the
 * user's page and the group's page). Every loader and action starts with `requireOrgAdmin` (403 for anybody but an
 * admin); a limit, user or group outside the admin's scope is the backend's 404, shown as the not-found page. Every
 * change redirects (303) with a flash message. What a limit does to the next order: backend/src/stores/approval-rules.ts.
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
const badRequest = () => new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
const CUSTOMER_PK = /^\d{1,12}$/;

function checkedCode(code: string | undefined): string {
  if (!code || !LIMIT_CODE.test(code)) throw notFound();
  return code;
}

const money = (amount: number | undefined, currency: string | undefined) => {
  if (amount === undefined) return m.notApplicable;
  try {
    return new Intl.NumberFormat("en-AU", { style: "currency", currency: currency ?? "AUD" }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency ?? ""}`.trim();
  }
};

/** A limit as the tables and the detail show it. */
export function limitView(limit: PurchaseLimit) {
  const kind = kindOf(limit.orderApprovalPermissionType.code);
  const period = limit.periodRange ?? null;
  return {
    code: limit.code,
    kind,
    type: kind ? (m.typeNames[kind] ?? limit.orderApprovalPermissionType.name) : limit.orderApprovalPermissionType.name,
    threshold: money(limit.threshold, limit.currency?.isocode),
    currency: limit.currency?.isocode ?? m.notApplicable,
    period: kind === "PERIOD" && period ? (m.periodNames[period] ?? period) : kind === "ORDER" ? m.perOrder : m.notApplicable,
    unit: limit.orgUnit.name,
    unitUid: limit.orgUnit.uid,
    unitActive: limit.orgUnit.active,
    active: limit.active,
    status: limit.active ? statusActive : statusDisabled,
    users: limit.assignedUsersCount,
    groups: limit.assignedUserGroupsCount,
    selected: limit.selected,
    href: purchaseLimitPath(limit.code),
  };
}
export type LimitView = ReturnType<typeof limitView>;

// --- list and detail ---

/** /organisation/purchase-limits?page=: the limits of the admin's scope, 50 per page. */
export async function loadPurchaseLimits(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const list = await getPurchaseLimits(caller, { currentPage: page, pageSize: PURCHASE_LIMITS_PAGE_SIZE, sort: "byCode" }).catch(throwOrgBackendError);
  if (page > 0 && page >= list.pagination.totalPages) throw notFound();
  return {
    words: orgWords(user.siteType),
    limits: list.orderApprovalPermissions.map(limitView),
    pagination: list.pagination,
    range: resultRange(list.pagination.currentPage, list.pagination.pageSize, list.pagination.totalResults),
  };
}

/** /organisation/purchase-limits/{code}: the limit, who it is assigned to, the last change. */
export async function loadPurchaseLimit(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const limit = await getPurchaseLimit(caller, checkedCode(code)).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    limit: limitView(limit),
    users: limit.orgCustomers.filter((c) => c.selected).map((c) => ({ uid: c.uid, name: c.name, pk: c.customerId, unit: c.orgUnit?.name ?? "" })),
    groups: limit.orgUnitUserGroups.filter((g) => g.selected).map((g) => ({ uid: g.uid, name: g.name, href: userGroupPath(g.uid), unit: g.orgUnit?.name ?? "" })),
    lastChanged: lastChangedText(limit.lastChange),
  };
}

// --- create and edit ---

async function unitOptions(caller: OccCaller) {
  const nodes = await getAvailableUnitNodes(caller);
  return nodes.filter((node) => node.active).map((node) => ({ value: node.id, label: node.name }));
}

const typeOptions = () => LIMIT_KIND_VALUES.map((kind) => ({ value: kind, label: m.typeNames[kind] ?? kind }));
const periodOptions = () => LIMIT_PERIOD_VALUES.map((period) => ({ value: period, label: m.periodNames[period] ?? period }));

export async function loadCreateForm(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const [units, list] = await Promise.all([unitOptions(caller), getPurchaseLimits(caller, { currentPage: 0, pageSize: 1 })]).catch(throwOrgBackendError);
  const currencies = list.currencies.map((c) => ({ value: c.isocode, label: c.isocode }));
  const params = new URL(request.url).searchParams;
  const unit = params.get("unit");
  const type = params.get("type");
  return {
    words: orgWords(user.siteType),
    units,
    types: typeOptions(),
    periods: periodOptions(),
    currencies,
    values: {
      orgUnit: units.some((u) => u.value === unit) ? (unit ?? "") : "",
      type: LIMIT_KIND_VALUES.find((kind) => kind === type) ?? "",
      currency: currencies.length === 1 ? (currencies[0]?.value ?? "") : "",
    },
    /** The create's Idempotency-Key: the same form posted twice creates once. */
    formKey: randomUUID(),
  };
}

export async function loadEditForm(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const [limit, units] = await Promise.all([getPurchaseLimit(caller, id), unitOptions(caller)]).catch(throwOrgBackendError);
  const view = limitView(limit);
  return {
    words: orgWords(user.siteType),
    units,
    types: typeOptions(),
    periods: periodOptions(),
    currencies: limit.currencies.map((c) => ({ value: c.isocode, label: c.isocode })),
    limit: { code: limit.code, active: limit.active, unitActive: limit.orgUnit.active },
    values: {
      type: view.kind ?? "",
      threshold: limit.threshold === undefined ? "" : String(limit.threshold),
      currency: limit.currency?.isocode ?? "",
      period: limit.periodRange ?? "",
      orgUnit: limit.orgUnit.uid,
    },
  };
}

/** The form's values as the backend's body (the fields the type does not use: empty). */
function bodyOf(value: { type: (typeof LIMIT_KIND_VALUES)[number]; threshold?: string | undefined; currency?: string | undefined; period?: string | undefined; orgUnit: string }): PurchaseLimitBody {
  const needsAmount = value.type !== "BUDGET_EXCEEDED";
  const read = needsAmount && value.threshold ? readThreshold(value.threshold) : null;
  return {
    orderApprovalPermissionType: { code: PERMISSION_TYPE_CODES[value.type] },
    threshold: read && "value" in read ? read.value : null,
    currency: needsAmount && value.currency ? { isocode: value.currency } : null,
    periodRange: value.type === "PERIOD" ? (value.period ?? null) : null,
    orgUnit: { uid: value.orgUnit },
  };
}

const FIELD_OF_SUBJECT: Record<string, string> = {
  code: "code",
  threshold: "threshold",
  "currency.isocode": "currency",
  periodRange: "period",
  "orderApprovalPermissionType.code": "type",
  "orgUnit.uid": "orgUnit",
};

/** The backend's refusal of a create or edit as the form's errors (field errors where the backend names one). */
function refusal(error: OccError, user: OrgAdminUser, values: { code?: string; orgUnit: string }): ReplyOptions {
  const words = orgWords(user.siteType);
  const detail = error.details[0];
  if (error.status === 403) return { formErrors: [noPermission] };
  if (detail?.type === "DuplicateUidError" || error.status === 409) return values.code ? { fieldErrors: { code: [conflict.permission(values.code)] } } : { formErrors: [error.userMessage] };
  if (detail?.type === "IllegalStateError") {
    if (detail.reason === "parentDisabled") return { fieldErrors: { orgUnit: [m.parentDisabled(words.unitLower)] } };
    if (detail.reason === "disabledItem") return { formErrors: [m.disabledEdit] };
  }
  if (error.status === 404 && detail?.subject === values.orgUnit) return { fieldErrors: { orgUnit: [m.unitUnknown(words.unitLower)] } };
  if (error.status === 400 && detail?.type === "ValidationError") {
    const fieldErrors: Record<string, string[]> = {};
    for (const item of error.details) {
      const field = item.subject ? FIELD_OF_SUBJECT[item.subject] : undefined;
      if (field) fieldErrors[field] = [field === "currency" && item.reason !== "missing" ? m.currencyUnknown : item.message || error.userMessage];
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  }
  return { formErrors: [error.userMessage] };
}

/** POST the create form: the schema, then the backend (with the form's key); the new limit's page with the flash. */
export async function submitCreate(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const form = await readForm(request);
  const submission = parseCreatePurchaseLimit(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { code, ...value } = submission.value;
  const key = idempotencyKeyOf(form);
  try {
    const limit = await createPurchaseLimit(caller, { code, ...bodyOf(value) }, key);
    return await flashAndGo(request, context, m.created(limit.code), purchaseLimitPath(limit.code));
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, refusal(error, user, { code, orgUnit: value.orgUnit }));
  }
}

/** POST the edit form; the limit's page with the flash. */
export async function submitEdit(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  // Another organisation's limit is a 404 before anything about the form.
  await getPurchaseLimit(caller, id).catch(throwOrgBackendError);
  const submission = parseEditPurchaseLimit(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    const limit = await updatePurchaseLimit(caller, id, bodyOf(submission.value));
    return await flashAndGo(request, context, m.updated(limit.code), purchaseLimitPath(limit.code));
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 404 && error.details[0]?.subject !== submission.value.orgUnit) throw notFound();
    return invalidSubmission(context, submission, refusal(error, user, { orgUnit: submission.value.orgUnit }));
  }
}

// --- disable and enable ---

export async function loadToggle(request: Request, context: RequestContext, code: string | undefined, to: "disable" | "enable") {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const limit = await getPurchaseLimit(caller, checkedCode(code)).catch(throwOrgBackendError);
  const words = orgWords(user.siteType);
  const view = limitView(limit);
  const refusal = to === "enable" && !view.unitActive ? m.disabledEnable(words.unitLower) : null;
  const done = to === "disable" ? !view.active : view.active;
  return { words, limit: view, refusal, done };
}

/** POST intent=disable|enable: SAP's PATCH `{ active }`, then the limit's page (already so: nothing changes twice). */
export async function submitToggle(request: Request, context: RequestContext, code: string | undefined, to: "disable" | "enable") {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  if (form.get("intent") !== to) throw badRequest();
  const limit = await getPurchaseLimit(caller, id).catch(throwOrgBackendError);
  const message = to === "disable" ? m.disabledMessage(limit.code) : m.enabled(limit.code);
  if ((to === "disable" && !limit.active) || (to === "enable" && limit.active)) return flashAndGo(request, context, message, purchaseLimitPath(limit.code));
  try {
    await updatePurchaseLimit(caller, id, { active: to === "enable" });
  } catch (error) {
    if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
    const words = orgWords(user.siteType);
    const reason = error.details[0]?.reason;
    const text = reason === "parentDisabled" ? m.disabledEnable(words.unitLower) : reason === "disabledItem" ? m.limitOfDisabledUnit(words.unitLower) : error.userMessage;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [text] });
  }
  return flashAndGo(request, context, message, purchaseLimitPath(limit.code));
}

// --- assignees (from the limit) ---

export async function loadAssignees(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const limit = await getPurchaseLimit(caller, checkedCode(code)).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    limit: limitView(limit),
    users: limit.orgCustomers.map((c) => ({ id: c.uid, name: c.name, detail: c.uid, unit: c.orgUnit?.name ?? "", selected: c.selected })),
    groups: limit.orgUnitUserGroups.map((g) => ({ id: g.uid, name: g.name, detail: g.uid, unit: g.orgUnit?.name ?? "", selected: g.selected })),
  };
}

function assignmentRefusal(error: unknown, user: OrgAdminUser): string {
  if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
  const reason = error.details[0]?.reason;
  if (reason === "disabledItem") return m.disabledLimit;
  if (reason === "parentDisabled") return m.limitOfDisabledUnit(orgWords(user.siteType).unitLower);
  return error.userMessage;
}

/** POST intent=assign|unassign&kind=user|group&id=: one change, then the same page with the flash. */
export async function submitAssignees(request: Request, context: RequestContext, code: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedCode(code);
  const form = await readForm(request);
  const parsed = AssignmentChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest();
  const { intent, kind, id: target } = parsed.data;
  const limit = await getPurchaseLimit(caller, id).catch(throwOrgBackendError);
  try {
    if (kind === "user") await setCustomerLimit(caller, target, id, intent === "assign");
    else await setGroupLimit(caller, target, id, intent === "assign");
  } catch (error) {
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [assignmentRefusal(error, user)] });
  }
  return flashAndGo(request, context, intent === "assign" ? m.assigned(limit.code) : m.unassigned(limit.code), purchaseLimitAssigneesPath(limit.code));
}

// --- from the user's page and the group's page ---

export async function loadUserLimits(request: Request, context: RequestContext, customerPk: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  if (!customerPk || !CUSTOMER_PK.test(customerPk)) throw notFound();
  const answer = await getCustomerLimits(caller, customerPk).catch(throwOrgBackendError);
  return { words: orgWords(user.siteType), customer: { pk: customerPk, name: answer.orgCustomer.name, uid: answer.orgCustomer.uid }, limits: answer.orderApprovalPermissions.map(limitView) };
}

export async function submitUserLimits(request: Request, context: RequestContext, customerPk: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  if (!customerPk || !CUSTOMER_PK.test(customerPk)) throw notFound();
  const form = await readForm(request);
  const parsed = LimitChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest();
  await getCustomerLimits(caller, customerPk).catch(throwOrgBackendError);
  try {
    await setCustomerLimit(caller, customerPk, parsed.data.code, parsed.data.intent === "assign");
  } catch (error) {
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [assignmentRefusal(error, user)] });
  }
  return flashAndGo(request, context, parsed.data.intent === "assign" ? m.assigned(parsed.data.code) : m.unassigned(parsed.data.code), userPurchaseLimitsPath(customerPk));
}

function checkedGroup(groupId: string | undefined): string {
  if (!groupId || !USER_GROUP_UID.test(groupId)) throw notFound();
  return groupId;
}

export async function loadGroupLimits(request: Request, context: RequestContext, groupId: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedGroup(groupId);
  const [group, limits] = await Promise.all([getUserGroup(caller, id), getUserGroupPermissions(caller, id)]).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    group: { uid: group.uid, name: group.name, active: group.active },
    limits: limits.map((limit) =>
      limitView({
        code: limit.code,
        orderApprovalPermissionType: limit.orderApprovalPermissionType ?? { code: "", name: "" },
        threshold: limit.threshold,
        currency: limit.currency,
        periodRange: limit.periodRange,
        orgUnit: { uid: limit.orgUnit?.uid ?? "", name: limit.orgUnit?.name ?? "", active: true },
        active: limit.active,
        assignedUsersCount: 0,
        assignedUserGroupsCount: 0,
        selected: limit.selected,
      }),
    ),
  };
}

export async function submitGroupLimits(request: Request, context: RequestContext, groupId: string | undefined) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedGroup(groupId);
  const form = await readForm(request);
  const parsed = LimitChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest();
  await getUserGroup(caller, id).catch(throwOrgBackendError);
  try {
    await setGroupLimit(caller, id, parsed.data.code, parsed.data.intent === "assign");
  } catch (error) {
    const message = isOccError(error) && error.details[0]?.reason === "disabledItem" && error.details[0]?.message.startsWith("User group") ? m.groupOfDisabledUnit(orgWords(user.siteType).unitLower) : assignmentRefusal(error, user);
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [message] });
  }
  return flashAndGo(request, context, parsed.data.intent === "assign" ? m.assigned(parsed.data.code) : m.unassigned(parsed.data.code), groupPurchaseLimitsPath(id));
}
