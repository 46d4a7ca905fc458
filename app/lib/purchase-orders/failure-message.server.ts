import { isOccError, type OccError } from "~/lib/occ/errors";
import * as poMessages from "./messages";

/**
 * The text for a failed create or update (spec part 2 §8): a duplicate number is 'Already exists.' (the catalogue's
 * conflict text); a backend validation error names its field and gets that field's rule text; anything else its
 * catalogue text. Returns null for errors that are not backend errors (rethrow those).
 */
export function purchaseOrderFailureMessage(error: unknown): string | null {
  if (!isOccError(error)) return null;
  return messageForOccError(error);
}

function messageForOccError(error: OccError): string {
  if (error.kind === "badRequest") {
    const subject = error.details.find((detail) => detail.subject)?.subject;
    if (subject === "purchaseOrderNumber") return poMessages.numberInvalid;
    if (subject === "description") return poMessages.descriptionInvalid;
    if (subject === "units") return poMessages.unitsUnavailable;
  }
  return error.userMessage;
}
