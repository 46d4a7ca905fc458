import { randomUUID } from "node:crypto";
import { type AppSession, type ReturnRequestDraft } from "~/lib/session.server";
import { dropDraft, findDraft, putDraft } from "~/lib/session-drafts.server";

/**
 * Return request drafts (issue 24; the idea of app/lib/order-cancel/draft.server.ts): what the user chose to return or
 * exchange from one order, in the signed cookie session, keyed by order code, with the request's Idempotency-Key
 * (kept across "Change" and a reload, so a double submit creates one return). At most `MAX_DRAFTS` are kept (newest
 * first) and every value is bounded, so the cookie stays small. Cleared after the submit.
 */
export const MAX_DRAFTS = 2;
const MAX_LINES = 60;

export function readReturnDraft(session: AppSession, code: string): ReturnRequestDraft | null {
  return findDraft(session, "returnRequestDrafts", (draft) => draft.code === code);
}

/** Saves the lines for the order, keeping its key (a new one for a new draft). */
export function saveReturnDraft(session: AppSession, code: string, values: Omit<ReturnRequestDraft, "code" | "key">): ReturnRequestDraft {
  const draft: ReturnRequestDraft = {
    code,
    key: readReturnDraft(session, code)?.key ?? randomUUID(),
    lines: values.lines.slice(0, MAX_LINES).map((line) => ({
      entryNumber: line.entryNumber,
      quantity: line.quantity,
      kind: line.kind,
      ...(line.reasonCode ? { reasonCode: line.reasonCode.slice(0, 40) } : {}),
      ...(line.exchangeVariantCode ? { exchangeVariantCode: line.exchangeVariantCode.slice(0, 64) } : {}),
    })),
    source: values.source,
    reviewed: values.reviewed,
  };
  putDraft(session, "returnRequestDrafts", draft, (other) => other.code === code, MAX_DRAFTS);
  return draft;
}

export function clearReturnDraft(session: AppSession, code: string) {
  dropDraft(session, "returnRequestDrafts", (draft) => draft.code === code);
}
