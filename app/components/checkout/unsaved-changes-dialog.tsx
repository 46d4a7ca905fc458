import { type RefObject } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import * as checkoutMessages from "~/lib/checkout/messages";

/** The "leave with unsaved changes?" question (loaded on first use by useUnsavedChanges). */
export default function UnsavedChangesDialog({
  open,
  onLeave,
  onStay,
  returnFocusTo,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      returnFocusTo={returnFocusTo}
      title="Unsaved changes"
      className="dialog--confirm"
      describedBy="unsaved-changes-question"
    >
      <p id="unsaved-changes-question">{checkoutMessages.unsavedChangesQuestion}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onLeave}>
          Leave this step
        </button>
        <button type="button" className="button button--secondary" onClick={onStay}>
          Stay on this step
        </button>
      </div>
    </ModalDialog>
  );
}
