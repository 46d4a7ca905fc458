import { type RefObject } from "react";
import { DialogClose, ModalDialog } from "~/components/modal-dialog";
import type { AddressCard } from "~/lib/addresses/address-view";
import * as m from "~/lib/addresses/messages";
import { AddressLines } from "./address-card";
import { DeleteAddressForm } from "./delete-address";

/** The delete confirmation as a dialog (focus trapped, Escape and Cancel close it, focus back on the Delete link). */
export default function DeleteAddressDialog({
  card,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  card: AddressCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} title={m.deleteTitle} className="dialog--po-delete" describedBy="address-delete-question">
      <p id="address-delete-question">{m.areYouSure}</p>
      <div className="address-card address-card--plain">
        <AddressLines card={card} headingLevel={3} />
      </div>
      <DeleteAddressForm
        id={card.id}
        cancel={
          <DialogClose className="button button--secondary" type="button">
            {m.deleteKeep}
          </DialogClose>
        }
      />
    </ModalDialog>
  );
}
