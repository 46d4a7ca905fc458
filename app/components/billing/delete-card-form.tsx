import { type ReactNode } from "react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import * as m from "~/lib/billing/messages";
import { deleteCardPath } from "~/lib/billing/view";

/**
 * The POST form that deletes a saved card; the same form serves /my-account/payment-details/{id}/delete and the
 * dialog (the server reads a second delete as "no longer saved").
 */
export function DeleteCardForm({ id, cancel, formProps }: { id: string; cancel: ReactNode; formProps?: Record<string, unknown> }) {
  return <ConfirmActionForm action={deleteCardPath(id)} label={m.deleteConfirm} cancel={cancel} className="delete-card__form" formProps={formProps} />;
}
