import { useEffect, useState } from "react";
import * as orderMessages from "~/lib/orders/messages";

/**
 * 'Print this page' (with JS; it appears once the page has hydrated, so there is never a dead button). Without JS
 * the browser's own print works the same: the print stylesheet hides the site's header, footer and forms.
 */
export function PrintButton() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--secondary print-hidden" onClick={() => window.print()}>
      {orderMessages.printOrder}
    </button>
  );
}
