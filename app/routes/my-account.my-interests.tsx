import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InterestsPage } from "~/components/interests/interests-page";
import * as m from "~/lib/interests/messages";
import { interestsAction, loadInterests } from "~/lib/interests/interests.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/my-interests (issue 25, spec part 2 §2; docs/interests-and-coupons.md): the items the user asked to be
 * told about when back in stock. POST: `intent=add` (the product page's "Notify me when back in stock") and
 * `intent=remove` (a row's Remove), each a 303 with a flash.
 */
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(m.title, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadInterests(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return interestsAction(request, context);
}

export default function MyInterestsRoute() {
  return <InterestsPage {...useLoaderData<typeof loader>()} />;
}
