import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getCurrentUser } from "~/lib/occ/users.server";
import { pageTitle } from "~/lib/page-title";
import { type Role } from "~/lib/roles";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("My account", matches) }];

const ROLE_LABELS: Record<Role, string> = {
  customerAdmin: "Customer administrator",
  wearer: "Wearer",
  buyer: "Buyer",
  approver: "Approver",
  manager: "Manager",
  admin: "Administrator",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
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


export default function MyAccount() {
  const account = useLoaderData<typeof loader>();
  return (
    <div className="narrow">
      <h1>My account</h1>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Name</dt>
          <dd>{account.name}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Email address</dt>
          <dd>{account.email}</dd>
        </div>
        {account.orgUnit ? (
          <div className="summary-list__row">
            <dt>Organisation</dt>
            <dd>
              {account.orgUnit}
              {account.country ? ` (${account.country})` : ""}
            </dd>
          </div>
        ) : null}
        <div className="summary-list__row">
          <dt>Roles</dt>
          <dd>{account.roles.length ? account.roles.join(", ") : "None"}</dd>
        </div>
      </dl>
    </div>
  );
}
