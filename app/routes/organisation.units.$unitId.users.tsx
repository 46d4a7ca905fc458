import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnitUsers } from "~/components/org-units/unit-users";
import * as m from "~/lib/org-units/messages";
import { loadUnitUsers, submitAddUser } from "~/lib/org-units/units.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/units/{uid}/users (issue 26, H1): the unit's users (spec `businessUnitUsersTab`) with a GET filter form
 * and 50 a page, each with a Remove link (its confirmation page); "Add an existing user": a GET search of the
 * organisation's users (`searchUsersFromBillTo`), each found user with an Add button (`addUserToSelectedBusinessUnit`).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.usersOf(data.unit.name) : "Users", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUnitUsers(request, context, params.unitId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitAddUser(request, context, params.unitId);
}

export default function UnitUsersRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <UnitUsers {...data} lastResult={lastResult} />;
}
