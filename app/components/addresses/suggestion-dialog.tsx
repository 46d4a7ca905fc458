import { type RefObject } from "react";
import { DialogClose, ModalDialog } from "~/components/modal-dialog";
import * as m from "~/lib/addresses/messages";
import { SuggestionChoice, type SuggestionView } from "./suggestion-choice";

/**
 * The suggestion step as a dialog over the form (JS): the same form as /my-account/address-book/verify; "Edit address"
 * closes it, back to the form as typed.
 */
export default function SuggestionDialog({
  view,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  view: SuggestionView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} title={m.verifyYourAddress} className="dialog--address-suggestion" closeButton>
      <SuggestionChoice
        view={view}
        formId="address-verify-dialog"
        edit={
          <DialogClose className="button button--secondary" type="button">
            {m.editAddress}
          </DialogClose>
        }
      />
    </ModalDialog>
  );
}
