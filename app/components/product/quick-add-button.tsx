import { Link } from "@remix-run/react";
import { Suspense, lazy } from "react";
import { useLinkDialog } from "~/components/use-link-dialog";
import { productPath } from "~/lib/product/slug";

const QuickAddDialog = lazy(() => import("~/components/product/quick-add-dialog"));

/**
 * Quick add from a product card. Without JavaScript a link to the product page (which has the
 * full add-to-cart form); with JavaScript the same link opens the quick-add dialog (loaded on
 * first use), which carries the product code, loads the product and posts the product page's
 * add-to-cart action.
 */
export function QuickAddButton({ code, plainName }: { code: string; plainName: string }) {
  const dialog = useLinkDialog();
  const href = productPath(code, plainName);

  return (
    <>
      <Link to={href} ref={dialog.linkRef} onClick={dialog.onClick} className="button button--secondary quick-add">
        Quick add<span className="visually-hidden"> {plainName}</span>
      </Link>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <QuickAddDialog
            productPath={href}
            productCode={code}
            plainName={plainName}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={dialog.linkRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
