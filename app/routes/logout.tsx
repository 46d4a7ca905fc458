import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { LogoutForm, logoutLabel, useLogoutQuestion } from "~/components/shell/logout";
import { pageTitle } from "~/lib/page-title";
import { loadLogout, submitLogout } from "~/lib/shell/logout.server";
import { type loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as { isPunchOutMode?: boolean } | undefined;
  return [{ title: pageTitle(logoutLabel(root?.isPunchOutMode), matches) }];
};

/** The confirmation page (no-JS path; with JS the header link opens the same form in a dialog). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLogout(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitLogout(request, context);
}

export default function LogoutRoute() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const label = logoutLabel(root?.isPunchOutMode);
  const question = useLogoutQuestion();
  return (
    <div className="narrow">
      <h1>{label}</h1>
      <p>{question}</p>
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
