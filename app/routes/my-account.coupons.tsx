import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CouponsPage } from "~/components/coupons/coupons-page";
import { loadCoupons } from "~/lib/coupons/coupons.server";
import * as m from "~/lib/coupons/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/coupons (issue 25, spec part 2 §2; docs/interests-and-coupons.md): the user's claimed coupons. GET only;
 * a coupon is claimed at /my-account/coupon/claim/{couponCode} and applied in the cart.
 */
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(m.title, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCoupons(request, context);
}

export default function CouponsRoute() {
  return <CouponsPage {...useLoaderData<typeof loader>()} />;
}
