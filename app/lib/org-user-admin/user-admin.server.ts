import { parseWithZod } from "@conform-to/zod";
import { getOcc } from "~/lib/auth.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError } from "~/lib/occ/errors";
import {
  activateUser,
  addCostCentres,
  addRole,
  assignUserApprover,
  deactivateUser,
  deleteUser,
  getPaymentDetails,
  getRoleDetails,
  getUserApprovers,
  removeCostCentre,
  removeRole,
  searchCostCentres,
  setDefaultCostCentre,
  unassignUserApprover,
  validateDeletion,
} from "~/lib/occ/org-user-admin.server";
import { getOrgUserDetails, type OrgUserDetails } from "~/lib/occ/org-users.server";
import { flashAndGo, type OrgAdminUser, requireOrgAdmin, throwOrgBackendError } from "~/lib/organisation/access.server";
import { roleNames } from "~/lib/organisation/messages";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import { CUSTOMER_PK, USERS_PATH, costCentresPath, approversPath, rolesPath, userPath } from "./paths";
import { ApproverFormSchema, CostCentreFormSchema, RoleFormSchema } from "./schemas";

/**
 * The user administration flows (issue 26, H3; docs/organisation.md): roles, deactivate and activate, delete after
 * the backend's validation, payment details (cost centres) and user approvers. Every loader and action starts with
 * `requireOrgAdmin` (403 for non-admins), reads the user through `getUserDetails` (404 outside the admin's unit tree
 * or unknown: `throwOrgBackendError`), and answers a POST with 303 and a flash, or the refusal's text in the form's
 * error summary (status 400, nothing lost).
 */

export type { CostCentreOption, DeletionValidation, UserCostCentre } from "~/lib/occ/org-user-admin.server";

type Action = "role" | "deactivate" | "activate" | "delete" | "costCentre" | "approver";

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
const badForm = () => new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });

async function adminAndCaller(request: Request, context: RequestContext, pk: string): Promise<{ admin: OrgAdminUser; caller: OccCaller }> {
  const admin = await requireOrgAdmin(request, context);
  if (!CUSTOMER_PK.test(pk)) throw notFound();
  return { admin, caller: { occ: await getOcc(request, context) } };
}

/** The user as the pages show them. */
function userView(user: OrgUserDetails, admin: OrgAdminUser) {
  return {
    pk: user.pk,
    name: user.name,
    email: user.email,
    active: user.active,
    unit: user.unit,
    isSelf: user.uid === admin.uid,
    canEdit: user.active && user.unit.active,
  };
}
export type AdminUserView = ReturnType<typeof userView>;

/** The text of a refused change (a field's or a rule's), or the catalogue's; 403/404 become the area's pages. */
function refusalOf(error: unknown, action: Action, admin: OrgAdminUser): string {
  if (!isOccError(error)) throw error;
  if (error.status === 403 || error.status === 404) throwOrgBackendError(error);
  const detail = error.details[0];
  if (error.status === 400 && detail?.type === "IllegalStateError") {
    switch (detail.reason) {
      case "self":
        return action === "delete" ? m.refusals.selfDelete : action === "deactivate" ? m.refusals.selfDeactivate : m.refusals.selfRole;
      case "lastAdmin":
        return m.refusals.lastAdmin;
      case "lastRole":
        return m.refusals.lastRole;
      case "disabledItem":
        return m.refusals.disabledItem;
      case "parentDisabled":
        return m.refusals.parentDisabled(admin.siteType);
    }
  }
  if (error.status === 400 && detail?.type === "ValidationError") {
    if (detail.subject === "approverId") return m.refusals.notApprover;
    if (detail.subject === "costCenterCodes") return m.refusals.costCentre;
  }
  if (error.status === 400 && detail?.type === "UnknownIdentifierError") return m.refusals.gone;
  return error.userMessage;
}

const roleName = (uid: string, names: ReadonlyMap<string, string>) => names.get(uid) ?? roleNames[uid] ?? uid;

// --- roles ---

export async function loadRoles(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const [user, details] = await Promise.all([getOrgUserDetails(caller, pk), getRoleDetails(caller)]).catch(throwOrgBackendError);
  const all = [...details.roles.map((role) => ({ ...role, right: false })), ...details.rights.map((right) => ({ ...right, right: true }))];
  return {
    user: userView(user, admin),
    held: all.filter((role) => user.roles.includes(role.uid)),
    addable: all.filter((role) => !user.roles.includes(role.uid)),
  };
}

export async function submitRole(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: RoleFormSchema });
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { intent, roleId } = submission.value;
  const [user, details] = await Promise.all([getOrgUserDetails(caller, pk), getRoleDetails(caller)]).catch(throwOrgBackendError);
  const names = new Map([...details.roles, ...details.rights].map((role) => [role.uid, role.name]));
  try {
    if (intent === "add") await addRole(caller, pk, roleId);
    else await removeRole(caller, pk, roleId);
  } catch (error) {
    return invalidSubmission(context, submission, { formErrors: [refusalOf(error, "role", admin)] });
  }
  const name = roleName(roleId, names);
  return flashAndGo(request, context, intent === "add" ? m.roleAdded(name, user.name) : m.roleRemoved(name, user.name), rolesPath(pk));
}

// --- deactivate, activate, delete ---

export async function loadUserState(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const user = await getOrgUserDetails(caller, pk).catch(throwOrgBackendError);
  return { user: userView(user, admin), siteType: admin.siteType };
}

async function confirmed(request: Request, context: RequestContext, pk: string, intent: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const form = await readForm(request);
  if (form.get("intent") !== intent) throw badForm();
  const user = await getOrgUserDetails(caller, pk).catch(throwOrgBackendError);
  return { admin, caller, form, user };
}

export async function submitDeactivate(request: Request, context: RequestContext, pk: string) {
  const { admin, caller, form, user } = await confirmed(request, context, pk, "deactivate");
  try {
    await deactivateUser(caller, pk);
  } catch (error) {
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [refusalOf(error, "deactivate", admin)] });
  }
  return flashAndGo(request, context, m.deactivated(user.name), userPath(pk));
}

export async function submitActivate(request: Request, context: RequestContext, pk: string) {
  const { admin, caller, form, user } = await confirmed(request, context, pk, "activate");
  try {
    await activateUser(caller, pk);
  } catch (error) {
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [refusalOf(error, "activate", admin)] });
  }
  return flashAndGo(request, context, m.activated(user.name), userPath(pk));
}

/** The delete page: the backend's validation (blockers, warnings) first, in parallel with the user. */
export async function loadDelete(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const [user, validation] = await Promise.all([getOrgUserDetails(caller, pk), validateDeletion(caller, pk)]).catch(throwOrgBackendError);
  return { user: userView(user, admin), validation };
}

export async function submitDelete(request: Request, context: RequestContext, pk: string) {
  const { admin, caller, form, user } = await confirmed(request, context, pk, "delete");
  try {
    await deleteUser(caller, pk);
  } catch (error) {
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [refusalOf(error, "delete", admin)] });
  }
  return flashAndGo(request, context, m.deletedUser(user.name), USERS_PATH);
}

// --- payment details ---

export async function loadCostCentres(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const search = (new URL(request.url).searchParams.get("search") ?? "").trim().slice(0, 100);
  const [user, linked, options] = await Promise.all([getOrgUserDetails(caller, pk), getPaymentDetails(caller, pk), searchCostCentres(caller, pk, search)]).catch(
    throwOrgBackendError,
  );
  return { user: userView(user, admin), linked, options, search, siteType: admin.siteType };
}

export async function submitCostCentre(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: CostCentreFormSchema });
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const value = submission.value;
  const linked = await getPaymentDetails(caller, pk).catch(throwOrgBackendError);
  const nameOf = (code: string) => linked.find((centre) => centre.code === code)?.name ?? code;
  let message: string;
  try {
    if (value.intent === "add") {
      await addCostCentres(caller, pk, value.codes);
      message = m.costCentresAdded(value.codes.filter((code) => !linked.some((centre) => centre.code === code)).length);
    } else if (value.intent === "remove") {
      await removeCostCentre(caller, pk, value.code);
      message = m.costCentreRemoved(nameOf(value.code));
    } else {
      await setDefaultCostCentre(caller, pk, value.code);
      message = m.defaultSet(nameOf(value.code));
    }
  } catch (error) {
    // A row that went away meanwhile (removed in another tab) is said, not a 404 page.
    if (isOccError(error) && error.status === 404 && value.intent !== "add" && !linked.some((centre) => centre.code === value.code)) {
      return invalidSubmission(context, submission, { formErrors: [m.refusals.gone] });
    }
    return invalidSubmission(context, submission, { formErrors: [refusalOf(error, "costCentre", admin)] });
  }
  return flashAndGo(request, context, message, costCentresPath(pk));
}

// --- approvers ---

export async function loadApprovers(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const user = await getOrgUserDetails(caller, pk).catch(throwOrgBackendError);
  const candidates = await getUserApprovers(caller, user.uid).catch(throwOrgBackendError);
  return {
    user: userView(user, admin),
    assigned: candidates.filter((candidate) => candidate.selected),
    available: candidates.filter((candidate) => !candidate.selected),
  };
}

export async function submitApprover(request: Request, context: RequestContext, pk: string) {
  const { admin, caller } = await adminAndCaller(request, context, pk);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: ApproverFormSchema });
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { intent, approverId } = submission.value;
  const user = await getOrgUserDetails(caller, pk).catch(throwOrgBackendError);
  const candidates = await getUserApprovers(caller, user.uid).catch(throwOrgBackendError);
  const name = candidates.find((candidate) => candidate.uid === approverId)?.name ?? approverId;
  try {
    if (intent === "assign") await assignUserApprover(caller, user.uid, approverId);
    else await unassignUserApprover(caller, user.uid, approverId);
  } catch (error) {
    return invalidSubmission(context, submission, { formErrors: [refusalOf(error, "approver", admin)] });
  }
  return flashAndGo(request, context, intent === "assign" ? m.approverAssigned(name) : m.approverUnassigned(name), approversPath(pk));
}
