import { Form, Link } from "@remix-run/react";
import { setNonce } from "get-nonce";
import { Dialog } from "radix-ui";
import { type MouseEvent, useRef, useState } from "react";
import { CsrfInput } from "~/components/security-inputs";

export const LOGOUT_QUESTION = "Are you sure you want to log out?";

/** The POST form that signs out; the same form serves the /logout page and the dialog. */
export function LogoutForm({ label, cancel }: { label: string; cancel: React.ReactNode }) {
  return (
    <Form method="post" action="/logout" className="logout-form">
      <CsrfInput />
      <div className="button-row">
        <button type="submit" className="button button--primary">
          {label}
        </button>
        {cancel}
      </div>
    </Form>
  );
}

/**
 * The header's 'Log out' link. Without JS it goes to the /logout confirmation page; with JS it
 * opens the confirmation as a dialog (Radix Dialog: focus trapped, Escape closes, focus returns
 * to the link). 620 px wide on desktop, full width at 768 px or less (spec part 1 §2).
 */
export function LogoutLink({ label = "Log out" }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The dialog's scroll lock injects a <style>: give it this page's CSP nonce.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) setNonce(nonce);
    setOpen(true);
  }

  return (
    <>
      <Link to="/logout" ref={linkRef} onClick={openDialog} className="site-header__link">
        {label}
      </Link>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content
            className="dialog dialog--logout"
            aria-describedby="logout-dialog-question"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              linkRef.current?.focus();
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
    </>
  );
}
