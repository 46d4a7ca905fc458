import { randomUUID } from "node:crypto";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission, type ReplyOptions } from "~/lib/form-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import {
  addUserGroupMember,
  createUserGroup,
  deleteUserGroup,
  getAvailableOrgCustomers,
  getAvailableUnitNodes,
  getUserGroup,
  getUserGroupPermissions,
  getUserGroups,
  type OrgCustomer,
  type Permission,
  removeUserGroupMember,
  type UserGroup,
  updateUserGroup,
} from "~/lib/occ/org-user-groups.server";
import { type LastChange } from "~/lib/occ/org-common.server";
import { flashAndGo, type OrgAdminUser, requireOrgAdminCaller, throwOrgBackendError } from "~/lib/organisation/access.server";
import { conflict, lastChanged, noPermission, orgWords, statusActive, statusDisabled } from "~/lib/organisation/messages";
import { readPageParam, resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import { USER_GROUP_UID, USER_GROUPS_PAGE_SIZE, USER_GROUPS_PATH, userGroupMembersPath, userGroupPath } from "./paths";
import { MemberChangeSchema, parseCreateUserGroup, parseEditUserGroup } from "./user-group-schema";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";

/**
 * The user-group pages' flows (issue 26, H4; docs/organisation.md "User groups"): list, detail (members and the
 * purchase limits assigned, read-only), create, edit, members (add and remove), delete after a confirmation page.
 * Every loader and action starts with `requireOrgAdmin` (403 for anybody but an admin); a group outside the admin's
 * scope is the backend's 404, shown as the not-found page. Every change redirects (303) with a flash message.
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
const badRequest = () => new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });

function checkedId(groupId: string): string {
  if (!USER_GROUP_UID.test(groupId)) throw notFound();
  return groupId;
}

const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" });
/** 'Last changed by Alex Morgan on 21 November 2026', or null when the group was never changed here. */
export function lastChangedText(change: LastChange): string | null {
  if (!change) return null;
  const date = new Date(change.at);
  return lastChanged(change.by.name, Number.isNaN(date.getTime()) ? change.at : dateFormat.format(date));
}

const groupRow = (group: UserGroup) => ({
  uid: group.uid,
  name: group.name,
  unit: group.orgUnit.name,
  members: group.membersCount,
  href: userGroupPath(group.uid),
  status: group.active ? statusActive : statusDisabled,
  active: group.active,
});

const memberRow = (customer: OrgCustomer) => ({
  uid: customer.uid,
  name: customer.name,
  email: customer.email ?? customer.uid,
  unit: customer.orgUnit?.name ?? "",
  active: customer.active,
  status: customer.active ? statusActive : statusDisabled,
  selected: customer.selected,
});
export type MemberRow = ReturnType<typeof memberRow>;

const money = (amount: number | undefined, currency: Permission["currency"]) =>
  amount === undefined ? "" : new Intl.NumberFormat("en-AU", { style: "currency", currency: currency?.isocode ?? "AUD" }).format(amount);
const PERIODS: Record<string, string> = { DAY: "Day", WEEK: "Week", MONTH: "Month", QUARTER: "Quarter", YEAR: "Year" };
const limitRow = (limit: Permission) => ({
  code: limit.code,
  type: limit.orderApprovalPermissionType?.name ?? "",
  threshold: money(limit.threshold, limit.currency),
  period: limit.periodRange ? (PERIODS[limit.periodRange] ?? limit.periodRange) : m.perOrder,
  unit: limit.orgUnit?.name ?? "",
});

// --- list ---

/** /organisation/user-groups?page=: the groups of the admin's scope, 50 per page. */
export async function loadUserGroups(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const list = await getUserGroups(caller, { currentPage: page, pageSize: USER_GROUPS_PAGE_SIZE, sort: "byName" }).catch(throwOrgBackendError);
  if (page > 0 && page >= list.pagination.totalPages) throw notFound();
  return {
    words: orgWords(user.siteType),
    groups: list.orgUnitUserGroups.map(groupRow),
    pagination: list.pagination,
    range: resultRange(list.pagination.currentPage, list.pagination.pageSize, list.pagination.totalResults),
  };
}

// --- detail ---

export async function loadUserGroup(request: Request, context: RequestContext, groupId: string) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedId(groupId);
  const [group, limits] = await Promise.all([getUserGroup(caller, id), getUserGroupPermissions(caller, id)]).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    group: { ...groupRow(group), unitUid: group.orgUnit.uid },
    members: group.members.map(memberRow),
    limits: limits.filter((limit) => limit.selected).map(limitRow),
    lastChanged: lastChangedText(group.lastChange),
  };
}

// --- create and edit ---

async function unitOptions(caller: OccCaller) {
  const nodes = await getAvailableUnitNodes(caller);
  return nodes.filter((node) => node.active).map((node) => ({ value: node.id, label: node.name }));
}

export async function loadCreateForm(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const units = await unitOptions(caller).catch(throwOrgBackendError);
  const parent = new URL(request.url).searchParams.get("unit");
  return {
    words: orgWords(user.siteType),
    units,
    values: { orgUnit: units.some((unit) => unit.value === parent) ? (parent ?? "") : "" },
    /** The create's Idempotency-Key: the same form posted twice creates once. */
    formKey: randomUUID(),
  };
}

export async function loadEditForm(request: Request, context: RequestContext, groupId: string) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedId(groupId);
  const [group, units] = await Promise.all([getUserGroup(caller, id), unitOptions(caller)]).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    units,
    group: { uid: group.uid, name: group.name, active: group.active },
    values: { name: group.name, orgUnit: group.orgUnit.uid },
  };
}

/** The backend's refusal of a create or edit as the form's errors (field errors where the backend names one). */
function refusal(error: OccError, user: OrgAdminUser, values: { uid?: string; orgUnit: string }): ReplyOptions {
  const words = orgWords(user.siteType);
  const detail = error.details[0];
  // A backend 403 here (the admin lost the role meanwhile): the form stays, with every value, and says so.
  if (error.status === 403) return { formErrors: [noPermission] };
  // A conflict names the code on create; an edit has no code field, so the catalogue's 'Already exists.' on the form.
  if (error.status === 409) return values.uid ? { fieldErrors: { uid: [conflict.userGroup(values.uid)] } } : { formErrors: [error.userMessage] };
  if (detail?.type === "IllegalStateError") {
    if (detail.reason === "parentDisabled") return { fieldErrors: { orgUnit: [m.parentDisabled(words.unitLower)] } };
    if (detail.reason === "membersOutsideUnit") return { fieldErrors: { orgUnit: [m.membersOutside(words.unitLower)] } };
    if (detail.reason === "disabledItem") return { formErrors: [m.disabledGroup(words.unitLower)] };
  }
  if (error.status === 404 && detail?.subject === values.orgUnit) return { fieldErrors: { orgUnit: [m.unitUnknown(words.unitLower)] } };
  if (error.status === 400 && detail?.type === "ValidationError" && detail.subject) {
    const field = detail.subject.split(".")[0] ?? "";
    if (field === "uid" || field === "name" || field === "orgUnit") return { fieldErrors: { [field]: [detail.message || error.userMessage] } };
  }
  return { formErrors: [error.userMessage] };
}

/** POST the create form: the schema, then the backend (with the form's key); the new group's page with the flash. */
export async function submitCreate(request: Request, context: RequestContext) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const form = await readForm(request);
  const submission = parseCreateUserGroup(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { uid, name, orgUnit } = submission.value;
  const key = idempotencyKeyOf(form);
  try {
    const group = await createUserGroup(caller, { uid, name, orgUnit: { uid: orgUnit } }, key);
    return await flashAndGo(request, context, m.created(group.name), userGroupPath(group.uid));
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, refusal(error, user, { uid, orgUnit }));
  }
}

/** POST the edit form: name and unit; the group's page with the flash. */
export async function submitEdit(request: Request, context: RequestContext, groupId: string) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedId(groupId);
  const form = await readForm(request);
  // Another organisation's group is a 404 before anything about the form.
  await getUserGroup(caller, id).catch(throwOrgBackendError);
  const submission = parseEditUserGroup(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { name, orgUnit } = submission.value;
  try {
    const group = await updateUserGroup(caller, id, { name, orgUnit: { uid: orgUnit } });
    return await flashAndGo(request, context, m.updated(group.name), userGroupPath(group.uid));
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 404 && error.details[0]?.subject !== orgUnit) throw notFound();
    return invalidSubmission(context, submission, refusal(error, user, { orgUnit }));
  }
}

// --- members ---

/** /organisation/user-groups/{uid}/members?page=: the users who may be members (of the group's unit and below). */
export async function loadMembers(request: Request, context: RequestContext, groupId: string) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedId(groupId);
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const [group, customers] = await Promise.all([getUserGroup(caller, id), getAvailableOrgCustomers(caller, id, { currentPage: page, pageSize: USER_GROUPS_PAGE_SIZE })]).catch(
    throwOrgBackendError,
  );
  if (page > 0 && page >= customers.pagination.totalPages) throw notFound();
  return {
    words: orgWords(user.siteType),
    group: { uid: group.uid, name: group.name, active: group.active, unit: group.orgUnit.name },
    users: customers.users.map(memberRow),
    pagination: customers.pagination,
    range: resultRange(customers.pagination.currentPage, customers.pagination.pageSize, customers.pagination.totalResults),
  };
}

/** POST intent=add|remove&orgCustomerId=: one change, then the same page (and page number) with the flash. */
export async function submitMembers(request: Request, context: RequestContext, groupId: string) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedId(groupId);
  const form = await readForm(request);
  const parsed = MemberChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest();
  const { intent, orgCustomerId } = parsed.data;
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const back = page > 0 ? `${userGroupMembersPath(id)}?page=${page + 1}` : userGroupMembersPath(id);
  try {
    // The user's name for the message, and a 404 for a group outside the scope, before the change.
    const group = await getUserGroup(caller, id);
    const customers = await getAvailableOrgCustomers(caller, id, { currentPage: 0, pageSize: 100 });
    const name = customers.users.find((customer) => customer.uid === orgCustomerId.toLowerCase())?.name ?? group.members.find((c) => c.uid === orgCustomerId)?.name ?? orgCustomerId;
    if (intent === "add") await addUserGroupMember(caller, id, orgCustomerId);
    else await removeUserGroupMember(caller, id, orgCustomerId);
    return await flashAndGo(request, context, intent === "add" ? m.assigned(name) : m.unassigned(name), back);
  } catch (error) {
    if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
    const detail = error.details[0];
    const message = detail?.reason === "disabledItem" ? m.disabledGroup(orgWords(user.siteType).unitLower) : error.userMessage;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [message] });
  }
}

// --- delete ---

export async function loadDelete(request: Request, context: RequestContext, groupId: string) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedId(groupId);
  const [group, limits] = await Promise.all([getUserGroup(caller, id), getUserGroupPermissions(caller, id)]).catch(throwOrgBackendError);
  return {
    words: orgWords(user.siteType),
    group: { uid: group.uid, name: group.name, unit: group.orgUnit.name, active: group.active, members: group.members.length, limits: limits.filter((l) => l.selected).length },
  };
}

/** POST intent=delete: SAP's DELETE, then the list with the flash (gone already: the list, nothing deleted twice). */
export async function submitDelete(request: Request, context: RequestContext, groupId: string) {
  const { user, caller } = await requireOrgAdminCaller(request, context);
  const id = checkedId(groupId);
  const form = await readForm(request);
  if (form.get("intent") !== "delete") throw badRequest();
  let group;
  try {
    group = await getUserGroup(caller, id);
  } catch (error) {
    throwOrgBackendError(error);
  }
  try {
    await deleteUserGroup(caller, id);
  } catch (error) {
    if (!isOccError(error) || error.status === 403 || error.status === 404) throwOrgBackendError(error);
    const message = error.details[0]?.reason === "disabledItem" ? m.disabledGroup(orgWords(user.siteType).unitLower) : error.userMessage;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [message] });
  }
  return flashAndGo(request, context, m.deleted(group.name), USER_GROUPS_PATH);
}
