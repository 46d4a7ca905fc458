import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { SuggestionChoice } from "~/components/addresses/suggestion-choice";
import { loadVerify, submitVerify } from "~/lib/addresses/address-book.server";
import * as m from "~/lib/addresses/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/address-book/verify (issue 25, H3): the suggestion step without JS (with JS the same form is a dialog
 * over the address form). The address waits in the session; no pending address: back to the book.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.verifyYourAddress, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadVerify(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitVerify(request, context);
}

export default function VerifyAddressRoute() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.verifyYourAddress}</h1>
      <SuggestionChoice
        view={loaded}
        lastResult={lastResult}
        edit={
          <Link to={loaded.editHref} className="button button--secondary">
            {m.editAddress}
          </Link>
        }
      />
    </div>
  );
}
