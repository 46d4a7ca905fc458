import { type MetaFunction } from "@remix-run/node";
import * as accountMessages from "~/lib/punchout/messages";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(accountMessages.punchOutSessionEndedTitle, matches) }];

/**
 * Spec part 1 §2 punchout-session-end: the end of a punch-out session (cancelled, expired or
 * unknown). Public; page-modes.ts hides the account menu and search here.
 */
export default function PunchOutSessionEndRoute() {
  return (
    <div className="narrow">
      <h1>{accountMessages.punchOutSessionEndedTitle}</h1>
      <p>{accountMessages.punchOutSessionEnded}</p>
    </div>
  );
}
