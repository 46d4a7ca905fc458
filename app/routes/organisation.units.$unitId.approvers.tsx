import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnitApprovers } from "~/components/org-units/unit-approvers";
import * as m from "~/lib/org-units/messages";
import { loadUnitApprovers, submitUnitApprover } from "~/lib/org-units/units.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/units/{uid}/approvers (issue 26, H1; spec part 2 §6): the unit's assigned approvers and those that
 * apply (inherited up the tree until the admins); assign or unassign an active approver of the admin's scope.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? `${m.approversHeading}: ${data.unit.name}` : m.approversHeading, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUnitApprovers(request, context, params.unitId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitUnitApprover(request, context, params.unitId);
}

export default function UnitApproversRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <UnitApprovers {...data} lastResult={lastResult} />;
}
