import { useEffect, useRef } from "react";
import * as checkoutMessages from "~/lib/checkout/messages";

/**
 * The hand-over to the hosted card page (spec part 2 §4 "Card registration: request, redirect to the third party"):
 * a plain form posting `session_id` and `signature` to the backend's `postUrl` (another origin, allowed by the CSP's
 * form-action). Without JavaScript the buyer presses the visible button; with JavaScript it is submitted as soon as
 * the page has hydrated. Not a Remix <Form>: the post leaves the storefront.
 */
export function CardRedirectForm({ postUrl, sessionId, signature }: { postUrl: string; sessionId: string; signature: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.submit();
  }, [postUrl, sessionId]);
  return (
    <section className="payment-redirect stack" aria-labelledby="payment-redirect-title">
      <h2 id="payment-redirect-title">{checkoutMessages.cardRedirectTitle}</h2>
      <p>{checkoutMessages.cardRedirectIntro}</p>
      <form method="post" action={postUrl} ref={formRef}>
        <input type="hidden" name="session_id" value={sessionId} />
        <input type="hidden" name="signature" value={signature} />
        <button type="submit" className="button button--primary">
          {checkoutMessages.cardRedirectButton}
        </button>
      </form>
    </section>
  );
}
