import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserGroupForm } from "~/components/org-user-groups/user-group-form";
import * as m from "~/lib/org-user-groups/messages";
import { USER_GROUPS_PATH } from "~/lib/org-user-groups/paths";
import { loadCreateForm, submitCreate } from "~/lib/org-user-groups/user-groups.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/user-groups/new (issue 26, H4): create a user group (`?unit=` chooses the unit). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.createTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCreateForm(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCreate(request, context);
}

export default function NewUserGroupRoute() {
  const { words, units, values, formKey } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.createTitle}</h1>
      <UserGroupForm
        mode="create"
        lastResult={lastResult}
        values={values}
        units={units}
        unitLabel={words.unit}
        unitLower={words.unitLower}
        formKey={formKey}
        cancelHref={USER_GROUPS_PATH}
      />
    </div>
  );
}
