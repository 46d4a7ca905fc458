import { Link } from "@remix-run/react";
import { type ReactNode, Suspense, lazy } from "react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { useLinkDialog } from "~/components/use-link-dialog";
import type { AddressCard } from "~/lib/addresses/address-view";
import * as m from "~/lib/addresses/messages";
import { deleteAddressPath } from "~/lib/addresses/paths";

const DeleteAddressDialog = lazy(() => import("~/components/addresses/delete-address-dialog"));

/** The POST form that deletes an address: the confirmation page's and the dialog's. */
export function DeleteAddressForm({ id, cancel, formProps }: { id: string; cancel: ReactNode; formProps?: Record<string, unknown> }) {
  return <ConfirmActionForm action={deleteAddressPath(id)} label={m.deleteConfirm} cancel={cancel} className="address-delete__form" formProps={formProps} />;
}

/** A card's Delete link: without JS the confirmation page; with JS the same form in a dialog. */
export function DeleteAddressLink({ card }: { card: AddressCard }) {
  const dialog = useLinkDialog();
  return (
    <>
      <Link to={deleteAddressPath(card.id)} ref={dialog.linkRef} onClick={dialog.onClick} className="button button--secondary" aria-label={m.deleteLabel(card.lines[0] ?? "")}>
        Delete
      </Link>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <DeleteAddressDialog card={card} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}
