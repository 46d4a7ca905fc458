import { Form, Link } from "@remix-run/react";
import { type MouseEvent, type ReactNode, Suspense, lazy, useRef, useState } from "react";
import { CsrfInput } from "~/components/security-inputs";
import { shareCspNonce } from "~/lib/csp-nonce.client";

export const LOGOUT_QUESTION = "Are you sure you want to log out?";

const LogoutDialog = lazy(() => import("~/components/logout-dialog"));

/** The POST form that signs out; the same form serves the /logout page and the dialog. */
export function LogoutForm({ label, cancel }: { label: string; cancel: ReactNode }) {
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
 * opens the same confirmation as a dialog, loaded on first click.
 */
export function LogoutLink({ label = "Log out", className }: { label?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    shareCspNonce();
    setUsed(true);
    setOpen(true);
  }

  return (
    <>
      <Link to="/logout" ref={linkRef} onClick={openDialog} className={className ?? "site-header__link"}>
        {label}
      </Link>
      {used ? (
        <Suspense fallback={null}>
          <LogoutDialog label={label} open={open} onOpenChange={setOpen} returnFocusTo={linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}
