import { type RefObject } from "react";
import { LogoutForm, useLogoutQuestion } from "~/components/shell/logout";
import { DialogClose, ModalDialog } from "~/components/modal-dialog";

/**
 * The logout confirmation as a dialog (Radix: focus trapped, Escape closes, focus returns to
 * the link). Loaded on first use only, so Radix is not part of any page's first-load JavaScript.
 * 620 px on desktop, full width at 768 px or less (spec part 1 §2).
 */
export default function LogoutDialog({
  label,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const question = useLogoutQuestion();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={label}
      className="dialog--logout"
      describedBy="logout-dialog-question"
    >
      <p id="logout-dialog-question">{question}</p>
      <LogoutForm
        label={label}
        cancel={
          <DialogClose className="button button--secondary" type="button">
            Cancel
          </DialogClose>
        }
      />
    </ModalDialog>
  );
}
