import { Form, Link, useNavigation } from "@remix-run/react";
import { type MouseEvent, type ReactNode, Suspense, lazy } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { useLinkDialog } from "~/components/use-link-dialog";
import * as poMessages from "~/lib/purchase-orders/messages";

const DeletePurchaseOrderDialog = lazy(() => import("~/components/purchase-orders/delete-purchase-order-dialog"));

export const deletePath = (id: string) => `/purchase-order/${id}/delete`;

/**
 * The POST form that deletes a purchase order; the same form serves the /purchase-order/{id}/delete page and the
 * dialog. A second click while the first is on its way does nothing.
 */
export function DeletePurchaseOrderForm({ id, cancel }: { id: string; cancel: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === deletePath(id);
  return (
    <Form method="post" action={deletePath(id)} className="po-delete__form">
      <CsrfInput />
      <div className="button-row">
        <SubmitButton
          busy={busy}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            if (busy) event.preventDefault();
          }}
        >
          {poMessages.deleteConfirm}
        </SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}

/**
 * The detail page's Delete link: without JS the confirmation page; with JS the same confirmation in a dialog,
 * loaded on first click (decision 004).
 */
export function DeletePurchaseOrderLink({ id, number }: { id: string; number: string }) {
  const dialog = useLinkDialog();
  return (
    <>
      <Link to={deletePath(id)} ref={dialog.linkRef} onClick={dialog.onClick} className="button button--secondary">
        {poMessages.deleteLink}
      </Link>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <DeletePurchaseOrderDialog id={id} number={number} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}
