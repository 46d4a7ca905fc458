import { type MetaFunction } from "@remix-run/node";
import { PunchOutLoading } from "~/components/punchout/punchout-loading";
import * as accountMessages from "~/lib/punchout/messages";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(accountMessages.loading(accountMessages.punchOutRequisitionName), matches) }];

/** Spec part 1 §2 punchout-loading: the loading page as plain HTML (the header is hidden here, page-modes.ts). */
export default function PunchOutLoadingRoute() {
  return <PunchOutLoading />;
}
