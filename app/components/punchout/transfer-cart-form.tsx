import { CsrfInput } from "~/components/security-inputs";
import * as accountMessages from "~/lib/punchout/messages";

/**
 * 'Transfer cart' (issue 18): in punch-out mode it replaces the cart's checkout button. A plain POST form (not
 * Remix's `<Form>`): the answer is a full page load of /punchout/requisition, whose own CSP allows posting to the
 * procurement system — a client-side navigation would keep this page's CSP. `transferKey`: one transfer per key.
 */
export function TransferCartForm({ transferKey, className }: { transferKey: string; className?: string }) {
  return (
    <form method="post" action="/punchout/requisition" className={className}>
      <CsrfInput />
      <input type="hidden" name="transferKey" value={transferKey} />
      <button type="submit" className="button button--primary">
        {accountMessages.punchOutTransferCart}
      </button>
    </form>
  );
}
