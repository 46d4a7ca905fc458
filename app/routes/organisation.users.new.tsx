import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CreateUserForm } from "~/components/org-users/create-user-form";
import * as m from "~/lib/org-users/messages";
import { USERS_PATH } from "~/lib/org-users/paths";
import { loadCreateUser, submitCreateUser } from "~/lib/org-users/user-create.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/new (issue 26, H2; spec `create-wwg-user`): create a user, with 'Generate' for the employee code. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.createTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCreateUser(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCreateUser(request, context);
}

export default function CreateOrgUserRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="stack">
      <p>
        <Link to={USERS_PATH}>{m.backToUsers}</Link>
      </p>
      <h1>{m.createTitle}</h1>
      <CreateUserForm answer={answer} siteType={loaded.siteType} units={loaded.units} roles={loaded.roles} values={loaded.values} formKey={loaded.formKey} />
    </div>
  );
}
