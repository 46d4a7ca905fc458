import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { DisabledNotice, RowActionForm, UserAdminHeading } from "~/components/org-user-admin/parts";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-user-admin/messages";
import { rolesPath } from "~/lib/org-user-admin/paths";
import { loadRoles, submitRole } from "~/lib/org-user-admin/user-admin.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/{pk}/roles (issue 26, H3): the user's roles and rights; add one, remove one (spec part 2 §3, §7). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(m.rolesTitle(data?.user.name ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRoles(request, context, params.customerPk ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitRole(request, context, params.customerPk ?? "");
}

export default function UserRolesRoute() {
  const { user, held, addable } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"roleId">({
    id: "role-add",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/org-user-admin/schemas").then((s) => s.RoleFormSchema)),
  });
  const roleId = form.field("roleId");
  return (
    <div className="stack org-user-admin">
      <ErrorSummary errors={form.summaryErrors(["roleId"])} focusKey={form.summaryKey} />
      <UserAdminHeading user={user} title={m.rolesTitle(user.name)} />
      <section aria-labelledby="roles-held">
        <h2 id="roles-held">{m.currentRoles}</h2>
        {held.length === 0 ? (
          <p>{m.noRoles}</p>
        ) : (
          <ul className="org-user-admin__list">
            {held.map((role) => (
              <li key={role.uid} className="org-user-admin__item">
                <span>
                  {role.name}
                  {role.right ? <span className="org-user-admin__hint"> ({m.rightHint})</span> : null}
                </span>
                {user.canEdit ? (
                  <RowActionForm action={rolesPath(user.pk)} fields={{ intent: "remove", roleId: role.uid }} label={m.removeButton} accessibleLabel={m.removeRoleLabel(role.name)} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {!user.canEdit ? (
        <DisabledNotice />
      ) : addable.length === 0 ? (
        <p>{m.allRolesHeld}</p>
      ) : (
        <Form method="post" action={rolesPath(user.pk)} {...form.formProps} key={form.resultKey}>
          <CsrfInput />
          <input type="hidden" name="intent" value="add" />
          <RadiosField
            id={roleId.id}
            name={roleId.name}
            legend={m.addRoleLegend}
            errors={roleId.errors}
            options={addable.map((role, index) => ({
              value: role.uid,
              id: index === 0 ? roleId.id : undefined,
              label: role.right ? `${role.name} (${m.rightHint})` : role.name,
            }))}
          />
          <SubmitButton>{m.addRoleButton}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
