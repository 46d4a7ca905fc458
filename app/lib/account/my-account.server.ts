import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getCurrentUser } from "~/lib/occ/users.server";
import { type RequestContext } from "~/lib/request-context.server";
import { type Role } from "~/lib/roles";

const ROLE_LABELS: Record<Role, string> = {
  customerAdmin: "Customer administrator",
  wearer: "Wearer",
  buyer: "Buyer",
  approver: "Approver",
  manager: "Manager",
  admin: "Administrator",
  unitOrderViewer: "Unit order viewer",
  finance: "Finance",
};

/** `/my-account`: who the signed-in user is (name, email, organisation, roles). */
export async function loadMyAccount(request: Request, context: RequestContext) {
  const sessionUser = await requireUser(request, context);
  const user = await getCurrentUser({ occ: await getOcc(request, context) }).catch(throwBackendError);
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.displayUid ?? user.uid,
    orgUnit: user.orgUnit?.name ?? null,
    country: user.orgUnit?.country?.name ?? user.orgUnit?.country?.isocode ?? null,
    roles: sessionUser.roles.map((role) => ROLE_LABELS[role]),
  };
}
