import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server";
import * as accountMessages from "~/lib/account-messages";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(accountMessages.orderUniformsTitle, matches) }];

/**
 * /orderUniform: the pack/uniform ordering entry, where a punch-out session lands (spec part 1 §4).
 * The packs issue builds /packList; until it exists this page offers the catalogue instead of a
 * redirect to a page that would 404. When /packList lands, replace the component with
 * `throw redirect("/packList")` in the loader.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function OrderUniformRoute() {
  return (
    <div className="narrow">
      <h1>{accountMessages.orderUniformsTitle}</h1>
      <p>{accountMessages.orderUniformsIntro}</p>
      <ul className="link-list">
        <li>
          <Link to="/search">Search the catalogue</Link>
        </li>
        <li>
          <Link to="/">Browse from the home page</Link>
        </li>
      </ul>
    </div>
  );
}
