import { Form, useNavigation } from "@remix-run/react";
import { type MouseEvent, type ReactNode } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/billing/messages";
import { deleteCardPath } from "~/lib/billing/view";

/**
 * The POST form that deletes a saved card; the same form serves /my-account/payment-details/{id}/delete and the
 * dialog. A second click while the first is on its way does nothing (and the server reads a second delete as "no
 * longer saved").
 */
export function DeleteCardForm({ id, cancel, formProps }: { id: string; cancel: ReactNode; formProps?: Record<string, unknown> }) {
  const navigation = useNavigation();
  const action = deleteCardPath(id);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="delete-card__form" {...formProps}>
      <CsrfInput />
      <div className="button-row">
        <SubmitButton
          name="intent"
          value="delete"
          busy={busy}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            if (busy) event.preventDefault();
          }}
        >
          {m.deleteConfirm}
        </SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}
