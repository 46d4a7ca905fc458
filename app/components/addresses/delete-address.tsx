import { Form, Link, useNavigation } from "@remix-run/react";
import { type MouseEvent, type ReactNode, Suspense, lazy } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { useLinkDialog } from "~/components/use-link-dialog";
import type { AddressCard } from "~/lib/addresses/address-view";
import * as m from "~/lib/addresses/messages";
import { deleteAddressPath } from "~/lib/addresses/paths";

const DeleteAddressDialog = lazy(() => import("~/components/addresses/delete-address-dialog"));

/** The POST form that deletes an address: the confirmation page's and the dialog's. A second press in flight does nothing. */
export function DeleteAddressForm({ id, cancel, formProps }: { id: string; cancel: ReactNode; formProps?: Record<string, unknown> }) {
  const navigation = useNavigation();
  const action = deleteAddressPath(id);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="address-delete__form" {...formProps}>
      <CsrfInput />
      <div className="button-row">
        <SubmitButton
          name="intent"
          value="delete"
          busy={busy}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            if (busy) event.preventDefault();
          }}
        >
          {m.deleteConfirm}
        </SubmitButton>
        {cancel}
      </div>
    </Form>
  );
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
