import { type RefObject } from "react";
import { DialogClose, ModalDialog } from "~/components/modal-dialog";
import * as m from "~/lib/returns/messages";
import { CancelReturnForm } from "./cancel-return";

/**
 * The cancel confirmation as a dialog (Radix: focus trapped, Escape and "No" close it, focus returns to the Cancel
 * return link). Loaded on first use only.
 */
export default function CancelReturnDialog({
  rma,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  rma: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} title={m.cancelTitle(rma)} className="dialog--po-delete" describedBy="return-cancel-dialog-warning">
      <p id="return-cancel-dialog-warning">{m.cancelWarning}</p>
      <CancelReturnForm
        rma={rma}
        cancel={
          <DialogClose className="button button--secondary" type="button">
            {m.cancelKeep}
          </DialogClose>
        }
      />
    </ModalDialog>
  );
}
