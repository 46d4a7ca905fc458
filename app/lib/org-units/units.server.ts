import { randomUUID } from "node:crypto";
import { getOcc } from "~/lib/auth.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError } from "~/lib/occ/errors";
import {
  addUserToUnit,
  assignUnitApprover,
  createUnit,
  getApprovalProcesses,
  getDisablePreview,
  getUnit,
  getUnitAddresses,
  getUnitApproverCandidates,
  getUnitTree,
  getUnitUsers,
  removeUserFromUnit,
  searchUsersFromBillTo,
  unassignUnitApprover,
  type UnitNode,
  updateUnit,
  validateRemoveUser,
} from "~/lib/occ/org-units.server";
import { flashAndGo, type OrgAdminUser, requireOrgAdmin, throwOrgBackendError } from "~/lib/organisation/access.server";
import { conflict, noPermission, orgWords, roleNames } from "~/lib/organisation/messages";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import { unitPath } from "./paths";
import { AddUserSchema, ApproverActionSchema, confirmSchema, parseCreateUnit, parseEditUnit } from "./unit-schema";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";

/**
 * The units / stores flows (issue 26, H1; docs/organisation.md "Units / stores"): the tree, the detail, create, edit,
 * disable (a preview page of exactly what the cascade disables, then its POST), enable, the users tab (filters, add an
 * existing user), remove a user (the backend's validation shown, then confirmed), unit approvers and addresses. Every
 * loader and action starts with `requireOrgAdmin`; every rule is the backend's (its refusal shown as a message).
 */

const UNIT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const PK = /^\d{1,12}$/;
const PAGE_SIZE = 50;
const ROLES = ["customergroup", "b2bcustomergroup", "b2bapprovergroup", "b2bmanagergroup", "b2badmingroup", "unitorderviewergroup"] as const;

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

interface Admin {
  admin: OrgAdminUser;
  caller: OccCaller;
  words: m.Words;
}

async function adminCaller(request: Request, context: RequestContext): Promise<Admin> {
  const admin = await requireOrgAdmin(request, context);
  return { admin, caller: { occ: await getOcc(request, context) }, words: orgWords(admin.siteType) };
}

function checkUnitId(uid: string | undefined): string {
  if (!uid || !UNIT_ID.test(uid)) throw notFound();
  return uid;
}

/** The reason of a 400 IllegalStateError (rootUnit, disabledItem, parentDisabled, self), if that is what it is. */
function refusalReason(error: unknown): string | null {
  if (!isOccError(error) || error.status !== 400) return null;
  return error.details.find((d) => d.type === "IllegalStateError")?.reason ?? null;
}

function refusalText(words: m.Words, error: unknown): string | null {
  const reason = refusalReason(error);
  if (!reason) return null;
  const texts = m.refusal(words) as Record<string, string>;
  return texts[reason] ?? null;
}

/** Flattens the tree top-down for the parent selects: indented names. */
export function flattenTree(node: UnitNode, depth = 0): { uid: string; name: string; depth: number; active: boolean }[] {
  return [{ uid: node.id, name: node.name, depth, active: node.active }, ...node.children.flatMap((child) => flattenTree(child, depth + 1))];
}

const unitOptions = (tree: UnitNode) =>
  flattenTree(tree)
    .filter((unit) => unit.active)
    .map((unit) => ({ value: unit.uid, label: `${"\u2014 ".repeat(unit.depth)}${unit.name}` }));

// --- the tree ---

export async function loadUnitTree(request: Request, context: RequestContext) {
  const { caller, words } = await adminCaller(request, context);
  const tree = await getUnitTree(caller).catch(throwOrgBackendError);
  return { tree, words };
}

// --- the detail ---

export async function loadUnitDetail(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const unit = await getUnit(caller, uid).catch(throwOrgBackendError);
  return { unit, words };
}

// --- create and edit ---

export async function loadCreateUnit(request: Request, context: RequestContext) {
  const { caller, words } = await adminCaller(request, context);
  const [tree, processes] = await Promise.all([getUnitTree(caller), getApprovalProcesses(caller)]).catch(throwOrgBackendError);
  const parent = new URL(request.url).searchParams.get("parent") ?? tree.id;
  return {
    words,
    parents: unitOptions(tree),
    processes: processes.map((p) => ({ value: p.code, label: p.name })),
    values: { parent },
    formKey: randomUUID(),
  };
}

export async function submitCreateUnit(request: Request, context: RequestContext) {
  const { admin, caller, words } = await adminCaller(request, context);
  const form = await readForm(request);
  const submission = parseCreateUnit(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { uid, name, parent, approvalProcess } = submission.value;
  const key = idempotencyKeyOf(form);
  try {
    const unit = await createUnit(caller, { uid, name, parentOrgUnit: { uid: parent }, ...(approvalProcess ? { approvalProcess: { code: approvalProcess } } : {}) }, key);
    return await flashAndGo(request, context, m.unitCreated(words, unit.name), unitPath(unit.uid));
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 409) return invalidSubmission(context, submission, { fieldErrors: { uid: [conflict.unit(uid, admin.siteType)] } });
    if (error.status === 404) return invalidSubmission(context, submission, { fieldErrors: { parent: [m.refusal(words).createUnderDisabled] } });
    if (refusalReason(error) === "parentDisabled") return invalidSubmission(context, submission, { fieldErrors: { parent: [m.refusal(words).createUnderDisabled] } });
    // A backend 403 (the admin lost the role meanwhile): the form stays, with every value, and says so.
    if (error.status === 403) return invalidSubmission(context, submission, { formErrors: [noPermission] });
    const fields = error.status === 400 ? error.details.filter((d) => d.subject === "uid" || d.subject === "name") : [];
    if (fields.length > 0) return invalidSubmission(context, submission, { fieldErrors: Object.fromEntries(fields.map((d) => [d.subject!, [d.message]])) });
    // Anything else (a gateway error, a timeout): the catalogue text above the form, every value kept.
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}

export async function loadEditUnit(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const [unit, tree, processes] = await Promise.all([getUnit(caller, uid), getUnitTree(caller), getApprovalProcesses(caller)]).catch(throwOrgBackendError);
  // Not under itself: the unit and its descendants are no parents to choose.
  const own = new Set<string>();
  const mark = (node: UnitNode, inside: boolean) => {
    const here = inside || node.id === uid;
    if (here) own.add(node.id);
    node.children.forEach((child) => mark(child, here));
  };
  mark(tree, false);
  return {
    words,
    unit,
    canMove: unit.parentOrgUnit !== null && unit.parentInScope,
    parents: unitOptions(tree).filter((option) => !own.has(option.value)),
    processes: processes.map((p) => ({ value: p.code, label: p.name })),
  };
}

export async function submitEditUnit(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const form = await readForm(request);
  const unit = await getUnit(caller, uid).catch(throwOrgBackendError);
  const submission = parseEditUnit(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { name, parent, approvalProcess } = submission.value;
  try {
    await updateUnit(caller, uid, {
      name,
      approvalProcess: approvalProcess ? { code: approvalProcess } : null,
      ...(parent && unit.parentOrgUnit && parent !== unit.parentOrgUnit.uid ? { parentOrgUnit: { uid: parent } } : {}),
    });
    return await flashAndGo(request, context, m.unitUpdated(words, name), unitPath(uid));
  } catch (error) {
    if (!isOccError(error)) throw error;
    const refusal = refusalText(words, error);
    if (refusalReason(error) === "parentDisabled") return invalidSubmission(context, submission, { fieldErrors: { parent: [m.refusal(words).createUnderDisabled] } });
    if (refusal) return invalidSubmission(context, submission, { formErrors: [refusal] });
    if (error.status === 400 && error.details.some((d) => d.subject === "parentOrgUnit")) {
      return invalidSubmission(context, submission, { fieldErrors: { parent: [m.refusal(words).underItself] } });
    }
    if (error.status === 404) return invalidSubmission(context, submission, { fieldErrors: { parent: [m.refusal(words).underItself] } });
    if (error.status === 403) return throwOrgBackendError(error);
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}

// --- disable and enable ---

export async function loadDisable(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const unit = await getUnit(caller, uid).catch(throwOrgBackendError);
  if (!unit.active) return { words, unit, preview: null, refusal: null };
  try {
    return { words, unit, preview: await getDisablePreview(caller, uid), refusal: null };
  } catch (error) {
    const refusal = refusalText(words, error);
    if (refusal) return { words, unit, preview: null, refusal };
    return throwOrgBackendError(error);
  }
}

async function confirmAndPatch(
  request: Request,
  context: RequestContext,
  unitId: string | undefined,
  intent: "disable" | "enable",
) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const form = await readForm(request);
  const parsed = confirmSchema(intent).safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidSubmission(context, parseButtonForm(form), { formErrors: ["Unknown form action."] });
  const unit = await getUnit(caller, uid).catch(throwOrgBackendError);
  try {
    await updateUnit(caller, uid, { active: intent === "enable" });
    return await flashAndGo(request, context, intent === "enable" ? m.unitEnabled(words, unit.name) : m.unitDisabled(words, unit.name), unitPath(uid));
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 403 || error.status === 404) return throwOrgBackendError(error);
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [refusalText(words, error) ?? error.userMessage] });
  }
}

export const submitDisable = (request: Request, context: RequestContext, unitId: string | undefined) => confirmAndPatch(request, context, unitId, "disable");
export const submitEnable = (request: Request, context: RequestContext, unitId: string | undefined) => confirmAndPatch(request, context, unitId, "enable");

export const loadEnable = loadUnitDetail;

// --- users tab ---

export async function loadUnitUsers(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const search = (params.get("search") ?? "").trim().slice(0, 100);
  const roleParam = params.get("role") ?? "";
  const role = (ROLES as readonly string[]).includes(roleParam) ? roleParam : "";
  const statusParam = params.get("status") ?? "";
  const status = statusParam === "ACTIVE" || statusParam === "DISABLED" ? statusParam : "";
  const find = (params.get("find") ?? "").trim().slice(0, 100);
  const unit = await getUnit(caller, uid).catch(throwOrgBackendError);
  const [tab, found] = await Promise.all([
    getUnitUsers(caller, { unitId: uid, currentPage: page - 1, pageSize: PAGE_SIZE, ...(search ? { search } : {}), ...(role ? { role } : {}), ...(status ? { status } : {}) }),
    // The spec's soldToId is the organisation's root: the top of the admin's tree.
    find ? getUnitTree(caller).then((root) => searchUsersFromBillTo(caller, root.id, find)) : Promise.resolve(null),
  ]).catch(throwOrgBackendError);
  return {
    words,
    unit,
    tab,
    filters: { search, role, status, find },
    roles: ROLES.map((r) => ({ value: r, label: roleNames[r] ?? r })),
    found,
  };
}

export async function submitAddUser(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const form = await readForm(request);
  const parsed = AddUserSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidSubmission(context, parseButtonForm(form), { formErrors: ["Unknown form action."] });
  const unit = await getUnit(caller, uid).catch(throwOrgBackendError);
  try {
    const user = await addUserToUnit(caller, uid, parsed.data.customerPK);
    return await flashAndGo(request, context, m.userAdded(user.name, unit.name), `${unitPath(uid)}/users`);
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 403 || error.status === 404) return throwOrgBackendError(error);
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [refusalText(words, error) ?? error.userMessage] });
  }
}

// --- remove a user ---

export async function loadRemoveUser(request: Request, context: RequestContext, unitId: string | undefined, customerPk: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  if (!customerPk || !PK.test(customerPk)) throw notFound();
  const validation = await validateRemoveUser(caller, uid, customerPk).catch(throwOrgBackendError);
  return { words, validation };
}

export async function submitRemoveUser(request: Request, context: RequestContext, unitId: string | undefined, customerPk: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  if (!customerPk || !PK.test(customerPk)) throw notFound();
  const form = await readForm(request);
  const parsed = confirmSchema("remove").safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidSubmission(context, parseButtonForm(form), { formErrors: ["Unknown form action."] });
  const validation = await validateRemoveUser(caller, uid, customerPk).catch(throwOrgBackendError);
  try {
    await removeUserFromUnit(caller, uid, customerPk);
    return await flashAndGo(request, context, m.userRemoved(validation.user.name, validation.movesTo?.name ?? ""), `${unitPath(uid)}/users`);
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 403 || error.status === 404) return throwOrgBackendError(error);
    const reason = refusalReason(error);
    const blockers = m.blockerText(words) as Record<string, string>;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [(reason && blockers[reason]) || error.userMessage] });
  }
}

// --- approvers ---

export async function loadUnitApprovers(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const [unit, candidates] = await Promise.all([getUnit(caller, uid), getUnitApproverCandidates(caller, uid)]).catch(throwOrgBackendError);
  return { words, unit, candidates };
}

export async function submitUnitApprover(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const form = await readForm(request);
  const parsed = ApproverActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidSubmission(context, parseButtonForm(form), { formErrors: ["Unknown form action."] });
  const { intent, customerUid } = parsed.data;
  const candidates = await getUnitApproverCandidates(caller, uid).catch(throwOrgBackendError);
  const name = candidates.find((c) => c.uid === customerUid)?.name ?? customerUid;
  try {
    if (intent === "assign") await assignUnitApprover(caller, uid, customerUid);
    else await unassignUnitApprover(caller, uid, customerUid);
    return await flashAndGo(request, context, intent === "assign" ? m.approverAssigned(name) : m.approverUnassigned(name), `${unitPath(uid)}/approvers`);
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 403 || error.status === 404) return throwOrgBackendError(error);
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [refusalText(words, error) ?? error.details[0]?.message ?? error.userMessage] });
  }
}

// --- addresses ---

export async function loadUnitAddresses(request: Request, context: RequestContext, unitId: string | undefined) {
  const { caller, words } = await adminCaller(request, context);
  const uid = checkUnitId(unitId);
  const { unit, addresses } = await getUnitAddresses(caller, uid).catch(throwOrgBackendError);
  return { words, unit, addresses };
}
