import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { MembersTable } from "~/components/org-user-groups/members-table";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/org-user-groups/messages";
import { userGroupMembersPath, userGroupPath } from "~/lib/org-user-groups/paths";
import { loadMembers, submitMembers } from "~/lib/org-user-groups/user-groups.server";
import { listHref } from "~/lib/pagination";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/user-groups/{uid}/members (issue 26, H4): the users of the group's unit and below, 50 per page, each
 * with 'Add' or 'Remove' (one POST per button; back to the same page with the flash).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.manageUsers, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadMembers(request, context, params.groupId ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitMembers(request, context, params.groupId ?? "");
}

export default function UserGroupMembersRoute() {
  const { words, group, users, pagination, range } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const errors = (answer?.error?.[""] ?? []).map((message) => ({ message }));
  const page = pagination.currentPage + 1;
  const action = page > 1 ? `${userGroupMembersPath(group.uid)}?page=${page}` : userGroupMembersPath(group.uid);
  return (
    <div className="stack">
      <p>
        <Link to={userGroupPath(group.uid)}>{m.backToGroup}</Link>
      </p>
      <ErrorSummary errors={errors} />
      <h1>{m.manageUsers}</h1>
      <p>{m.subtitle(group.name)}</p>
      {group.active ? null : <p role="status">{m.disabledGroup(words.unitLower)}</p>}
      {users.length === 0 ? (
        <p>{m.emptyList}</p>
      ) : (
        <>
          <p className="org-range">{m.showing(range.from, range.to, range.total)}</p>
          <MembersTable rows={users} action={action} unitLabel={words.unit} editable={group.active} />
        </>
      )}
      <Pagination
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        label={m.membersPages}
        hrefFor={(p) => listHref(userGroupMembersPath(group.uid), [], p + 1)}
      />
    </div>
  );
}
