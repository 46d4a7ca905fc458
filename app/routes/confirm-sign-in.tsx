import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/security-inputs";
import { confirmSignIn, loadConfirmSignIn } from "~/lib/login/account-switch.server";
import * as switchMessages from "~/lib/login/switch-messages";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(switchMessages.switchTitle(data?.next ?? ""), matches) }];

/**
 * A sign-in link (SSO, punch-out) arrived while someone else is signed in (issue 21 hole 5): ask before replacing
 * the session. app/lib/login/account-switch.server.ts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadConfirmSignIn(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return confirmSignIn(request, context);
}

/** Whose session this is matters: never from a cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

export default function ConfirmSignInRoute() {
  const { current, next } = useLoaderData<typeof loader>();
  return (
    <div className="narrow">
      <h1>{switchMessages.switchTitle(next)}</h1>
      <p>{switchMessages.switchSignedInAs(current)}</p>
      <p>{switchMessages.switchExplain(next)}</p>
      <Form method="post" reloadDocument>
        <CsrfInput />
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {switchMessages.switchContinue(next)}
          </button>
          <Link to="/" className="button button--secondary">
            {switchMessages.switchStay(current)}
          </Link>
        </div>
      </Form>
    </div>
  );
}
