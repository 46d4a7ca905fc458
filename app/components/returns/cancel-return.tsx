import { Form, Link, useNavigation } from "@remix-run/react";
import { type MouseEvent, type ReactNode, Suspense, lazy } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { useLinkDialog } from "~/components/use-link-dialog";
import * as m from "~/lib/returns/messages";
import { returnCancelPath } from "~/lib/returns/paths";

const CancelReturnDialog = lazy(() => import("~/components/returns/cancel-return-dialog"));

/**
 * The POST form that cancels a return; the same form serves /my-account/return/{rma}/cancel and the dialog. A second
 * click while the first is on its way does nothing (and the server reads a second cancel as "already cancelled").
 */
export function CancelReturnForm({ rma, cancel, formProps }: { rma: string; cancel: ReactNode; formProps?: Record<string, unknown> }) {
  const navigation = useNavigation();
  const action = returnCancelPath(rma);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="return-cancel__form" {...formProps}>
      <CsrfInput />
      <div className="button-row">
        <SubmitButton
          name="intent"
          value="cancel"
          busy={busy}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            if (busy) event.preventDefault();
          }}
        >
          {m.cancelConfirm}
        </SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}

/** The details page's Cancel return link: without JS the confirmation page; with JS the same form in a dialog. */
export function CancelReturnLink({ rma }: { rma: string }) {
  const dialog = useLinkDialog();
  return (
    <>
      <Link to={returnCancelPath(rma)} ref={dialog.linkRef} onClick={dialog.onClick} className="button button--secondary">
        {m.cancelReturn}
      </Link>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <CancelReturnDialog rma={rma} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}
