import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ReturnDetailsPage } from "~/components/returns/return-details-page";
import { pageTitle } from "~/lib/page-title";
import * as m from "~/lib/returns/messages";
import { loadReturnDetails } from "~/lib/returns/return-details.server";

/**
 * /my-account/return/{rma} (issue 24; spec part 2 §2 "return details"; docs/return-details-and-documents.md): the
 * return, its items, refund, replacement order, threshold request, documents and status history, and Cancel return
 * while it can be cancelled. The requester's own returns only; anything else 404.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => [{ title: pageTitle(m.detailTitle(data?.details.rma ?? params.rma ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReturnDetails(request, context, params.rma ?? "");
}

export default function ReturnDetailsRoute() {
  const { details } = useLoaderData<typeof loader>();
  return <ReturnDetailsPage details={details} />;
}
