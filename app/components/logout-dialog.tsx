import { Dialog } from "radix-ui";
import { type RefObject } from "react";
import { LOGOUT_QUESTION, LogoutForm } from "~/components/logout";

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--logout"
          aria-describedby="logout-dialog-question"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="dialog__title">{label}</Dialog.Title>
          <p id="logout-dialog-question">{LOGOUT_QUESTION}</p>
          <LogoutForm
            label={label}
            cancel={
              <Dialog.Close className="button button--secondary" type="button">
                Cancel
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
