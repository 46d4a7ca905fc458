import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as accountMessages from "~/lib/punchout/messages";
import { pageTitle } from "~/lib/page-title";
import { loadTransferPage, transferAction } from "~/lib/punchout/transfer.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(accountMessages.punchOutTransferTitle, matches) }];

/**
 * Transfer cart (issue 18; docs/punch-out-and-proxy.md "Transfer cart"): POST = the cart's 'Transfer cart' (the
 * backend processes the requisition, the punch-out session ends) → 303 here; GET = the page that posts the cXML
 * PunchOutOrderMessage to the procurement system's BrowserFormPost URL as `cxml-urlencoded` — with a 'Return to
 * your procurement system' button, submitted at once with JavaScript. Thin: transfer.server.ts does the work.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTransferPage(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return transferAction(request, context);
}

export default function PunchOutRequisitionRoute() {
  const { action, cxml } = useLoaderData<typeof loader>();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);

  // With JavaScript the form goes at once (once: not again on a re-render); without it the button sends it.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    form.current?.submit();
  }, []);

  return (
    <div className="narrow">
      <h1>{accountMessages.punchOutTransferTitle}</h1>
      <p>{accountMessages.punchOutTransferReady}</p>
      {/* A plain form (not Remix's): it leaves this site; this response's CSP allows exactly this action. */}
      <form ref={form} method="post" action={action}>
        <input type="hidden" name="cxml-urlencoded" value={cxml} />
        <button type="submit" className="button button--primary">
          {accountMessages.punchOutTransferButton}
        </button>
      </form>
    </div>
  );
}
