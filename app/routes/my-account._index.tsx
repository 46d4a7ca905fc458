import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadMyAccount } from "~/lib/account/my-account.server";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("My account", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMyAccount(request, context);
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
