import { Form, useNavigation } from "@remix-run/react";
import { type MouseEvent, type ReactNode } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";

/**
 * A confirmation's POST form (delete an address, delete a card…): the CSRF token, one submit button carrying the
 * `intent`, and the way back (`cancel`). The same form serves the confirmation page without JavaScript and the dialog
 * with it. A second press while the first is on its way does nothing (the server also reads a repeat as done).
 */
export function ConfirmActionForm({
  action,
  label,
  cancel,
  className,
  intent = "delete",
  formProps,
}: {
  action: string;
  label: string;
  cancel: ReactNode;
  className?: string;
  intent?: string;
  formProps?: Record<string, unknown>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className={className} {...formProps}>
      <CsrfInput />
      <div className="button-row">
        <SubmitButton
          name="intent"
          value={intent}
          busy={busy}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            if (busy) event.preventDefault();
          }}
        >
          {label}
        </SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}
