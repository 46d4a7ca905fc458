import { type RefObject } from "react";
import { DialogClose, ModalDialog } from "~/components/modal-dialog";
import { DeletePurchaseOrderForm } from "~/components/purchase-orders/delete-purchase-order";
import * as poMessages from "~/lib/purchase-orders/messages";

/**
 * The delete confirmation as a dialog (Radix: focus trapped, Escape and Cancel close it, focus returns to the
 * Delete link). Loaded on first use only. 620 px on desktop, full width at 768 px or less (app.css).
 */
export default function DeletePurchaseOrderDialog({
  id,
  number,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  id: string;
  number: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={poMessages.deleteTitle(number)}
      className="dialog--po-delete"
      describedBy="po-delete-dialog-warning"
      data={{ "data-testid": "po-delete-dialog" }}
    >
      <p id="po-delete-dialog-warning">{poMessages.deleteWarning}</p>
      <DeletePurchaseOrderForm
        id={id}
        cancel={
          <DialogClose className="button button--secondary" type="button">
            {poMessages.cancelDelete}
          </DialogClose>
        }
      />
    </ModalDialog>
  );
}
