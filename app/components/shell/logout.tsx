import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import { type ReactNode, Suspense, lazy } from "react";
import { useLinkDialog } from "~/components/use-link-dialog";
import { CsrfInput } from "~/components/security-inputs";
import * as messages from "~/lib/messages";
import { type loader as rootLoader } from "~/root";

export const LOGOUT_QUESTION = "Are you sure you want to log out?";

/** The logout action's name: 'Cancel requisition' in punch-out mode (spec part 1 §2). */
export function logoutLabel(isPunchOutMode: boolean | undefined): string {
  return isPunchOutMode ? messages.cancelRequisition : "Log out";
}

/** The confirmation's question: in punch-out mode the action cancels the requisition (spec part 1 §2). */
export function useLogoutQuestion(): string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root?.isPunchOutMode ? messages.cancelRequisitionQuestion : LOGOUT_QUESTION;
}

const LogoutDialog = lazy(() => import("~/components/shell/logout-dialog"));

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
  const dialog = useLinkDialog();

  return (
    <>
      <Link to="/logout" ref={dialog.linkRef} onClick={dialog.onClick} className={className ?? "site-header__link"}>
        {label}
      </Link>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <LogoutDialog label={label} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}
