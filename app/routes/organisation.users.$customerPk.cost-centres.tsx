import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CostCentreSearch, LinkedCostCentres } from "~/components/org-user-admin/cost-centres";
import { DisabledNotice, UserAdminHeading } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
import { loadCostCentres, submitCostCentre } from "~/lib/org-user-admin/user-admin.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/users/{pk}/cost-centres (issue 26, H3): the user's payment details — the cost centres linked to them
 * and the default one (set default, remove), and cost centres to add: a GET search form, then the ticked ones POSTed.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(m.costCentresTitle(data?.user.name ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCostCentres(request, context, params.customerPk ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitCostCentre(request, context, params.customerPk ?? "");
}

export default function UserCostCentresRoute() {
  const { user, linked, options, search, siteType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"codes">({
    id: "cost-centre-add",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/org-user-admin/schemas").then((s) => s.CostCentreFormSchema)),
  });
  const codes = form.field("codes");
  return (
    <div className="stack org-user-admin">
      <ErrorSummary errors={form.summaryErrors(["codes"])} focusKey={form.summaryKey} />
      <UserAdminHeading user={user} title={m.costCentresTitle(user.name)} />
      <LinkedCostCentres pk={user.pk} linked={linked} canEdit={user.canEdit} siteType={siteType} />
      {user.canEdit ? (
        <CostCentreSearch
          pk={user.pk}
          options={options}
          search={search}
          siteType={siteType}
          field={codes}
          renderForm={(children) => (
            <Form method="post" {...form.formProps} key={form.resultKey}>
              {children}
            </Form>
          )}
        />
      ) : (
        <DisabledNotice />
      )}
    </div>
  );
}
