import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import * as m from "~/lib/org-user-groups/messages";
import { deleteUserGroupPath, userGroupPath } from "~/lib/org-user-groups/paths";
import { loadDelete, submitDelete } from "~/lib/org-user-groups/user-groups.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/user-groups/{uid}/delete (issue 26, H4): what deleting does, and the confirmation (a POST). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.deleteTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDelete(request, context, params.groupId ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitDelete(request, context, params.groupId ?? "");
}

export default function DeleteUserGroupRoute() {
  const { words, group } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors = (answer?.error?.[""] ?? []).map((message) => ({ message }));
  const back = (
    <Link to={userGroupPath(group.uid)} className="button button--secondary">
      {m.cancel}
    </Link>
  );
  return (
    <div className="narrow stack">
      <ErrorSummary errors={errors} />
      <h1>{m.deleteTitle}</h1>
      <p>
        {m.subtitle(group.name)} ({m.uidLabel}: {group.uid}, {words.unitLower}: {group.unit})
      </p>
      <p>{m.deleteWarning}</p>
      <ul>
        <li>{m.deleteMembers(group.members)}</li>
        {group.limits > 0 ? <li>{m.deleteLimits(group.limits)}</li> : null}
      </ul>
      {group.active ? <ConfirmActionForm action={deleteUserGroupPath(group.uid)} label={m.deleteConfirm} cancel={back} /> : <p role="status">{m.disabledGroup(words.unitLower)}</p>}
    </div>
  );
}
