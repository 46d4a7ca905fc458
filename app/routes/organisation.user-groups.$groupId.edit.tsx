import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserGroupForm } from "~/components/org-user-groups/user-group-form";
import * as m from "~/lib/org-user-groups/messages";
import { userGroupPath } from "~/lib/org-user-groups/paths";
import { loadEditForm, submitEdit } from "~/lib/org-user-groups/user-groups.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/user-groups/{uid}/edit (issue 26, H4): name and unit (the code is fixed); read-only while disabled. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.editTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEditForm(request, context, params.groupId ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitEdit(request, context, params.groupId ?? "");
}

export default function EditUserGroupRoute() {
  const { words, units, group, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.editTitle}</h1>
      <p>
        {m.subtitle(group.name)} ({m.uidLabel}: {group.uid})
      </p>
      {group.active ? (
        <UserGroupForm
          mode="edit"
          lastResult={lastResult}
          values={values}
          units={units}
          unitLabel={words.unit}
          unitLower={words.unitLower}
          cancelHref={userGroupPath(group.uid)}
        />
      ) : (
        <p role="status">{m.disabledGroup(words.unitLower)}</p>
      )}
    </div>
  );
}
