import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PunchOutLoading } from "~/components/punchout/punchout-loading";
import * as accountMessages from "~/lib/punchout/messages";
import { pageTitle } from "~/lib/page-title";
import { loadPunchOutEntry } from "~/lib/punchout/punchout.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(accountMessages.loading(accountMessages.punchOutRequisitionName), matches) }];

/**
 * Punch-out entry (spec part 1 §4): the procurement system sends the user here with `?sid=`.
 * The server answers when done — a redirect into the store or to the session-end page — so no
 * client polling is needed; a session not set up yet shows the loading page, and a reload asks again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPunchOutEntry(request, context);
}

/** The answer depends on the procurement system's progress: never cache it. */
export const headers = () => ({ "Cache-Control": "no-store" });

export default function PunchOutSessionRoute() {
  const { retryHref } = useLoaderData<typeof loader>();
  return <PunchOutLoading waiting retryHref={retryHref} />;
}
