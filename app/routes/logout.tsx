import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { LOGOUT_QUESTION, LogoutForm } from "~/components/logout";
import { requireUser, signOut } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { pageTitle } from "~/lib/page-title";
import { type loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Log out", matches) }];

/** The confirmation page (no-JS path; with JS the header link opens the same form in a dialog). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  return signOut(request, context);
}

export default function LogoutRoute() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const label = root?.isPunchOutMode ? "Cancel requisition" : "Log out";
  return (
    <div className="narrow">
      <h1>{label}</h1>
      <p>{LOGOUT_QUESTION}</p>
      <LogoutForm
        label={label}
        cancel={
          <Link to="/" className="button button--secondary">
            Cancel
          </Link>
        }
      />
    </div>
  );
}
