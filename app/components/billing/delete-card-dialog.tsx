import { type RefObject } from "react";
import { DialogClose, ModalDialog } from "~/components/modal-dialog";
import * as m from "~/lib/billing/messages";
import { type CardView } from "~/lib/billing/view";
import { DeleteCardForm } from "./delete-card-form";

/**
 * The delete confirmation as a dialog (Radix: focus trapped, Escape and "No, keep card" close it, focus returns to the
 * card's Delete link). Loaded on first use only; without JavaScript the link opens the confirmation page.
 */
export default function DeleteCardDialog({
  card,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  card: CardView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const describedBy = `delete-card-${card.id}-warning`;
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} title={m.deleteTitle} className="dialog--po-delete" describedBy={describedBy}>
      <p id={describedBy}>
        <strong>{card.label}</strong>. {m.deleteWarning}
      </p>
      <DeleteCardForm
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
