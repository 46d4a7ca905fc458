import { Link } from "@remix-run/react";
import { type MouseEvent, Suspense, lazy, useRef, useState } from "react";
import { shareCspNonce } from "~/lib/csp-nonce.client";
import { productPath } from "~/lib/slug";

const QuickAddDialog = lazy(() => import("~/components/product/quick-add-dialog"));

/**
 * Quick add from a product card. Without JavaScript a link to the product page (which has the
 * full add-to-cart form); with JavaScript the same link opens the quick-add dialog (loaded on
 * first use), which carries the product code, loads the product and posts the product page's
 * add-to-cart action.
 */
export function QuickAddButton({ code, plainName }: { code: string; plainName: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const href = productPath(code, plainName);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    shareCspNonce();
    setUsed(true);
    setOpen(true);
  }

  return (
    <>
      <Link to={href} ref={linkRef} onClick={openDialog} className="button button--secondary quick-add">
        Quick add<span className="visually-hidden"> {plainName}</span>
      </Link>
      {used ? (
        <Suspense fallback={null}>
          <QuickAddDialog
            productPath={href}
            productCode={code}
            plainName={plainName}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={linkRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
