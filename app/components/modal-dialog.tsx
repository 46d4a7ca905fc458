import { Dialog } from "radix-ui";
import { type ReactNode, type RefObject } from "react";
import { shareCspNonce } from "~/lib/csp-nonce.client";

/**
 * The app's modal dialog on Radix: overlay, focus trapped, Escape closes, focus returns to the
 * control that opened it. Imported only by lazily loaded dialog modules (logout, image zoom,
 * quick add), so Radix stays out of first-load JavaScript. With `closeButton`, the title sits in a
 * header with a 'Close' button.
 */
export function ModalDialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  className,
  describedBy,
  closeButton = false,
  data,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  title: ReactNode;
  className: string;
  /** id of the element describing the dialog, if any. */
  describedBy?: string;
  closeButton?: boolean;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  // Radix's scroll lock injects a <style> when the dialog opens: give it the page's CSP nonce first (idempotent;
  // the dialog only ever opens in the browser). Every dialog gets it here, not only those that remember to.
  if (open && typeof document !== "undefined") shareCspNonce();
  const heading = <Dialog.Title className="dialog__title">{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          {...data}
          className={`dialog ${className}`}
          aria-describedby={describedBy}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          {closeButton ? (
            <div className="dialog__header">
              {heading}
              <Dialog.Close className="button button--secondary" type="button">
                Close
              </Dialog.Close>
            </div>
          ) : (
            heading
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the enclosing dialog (e.g. 'Cancel'). */
export const DialogClose = Dialog.Close;
