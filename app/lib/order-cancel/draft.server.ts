import { randomUUID } from "node:crypto";
import { type AppSession, type OrderChangeDraft } from "~/lib/session.server";
import { dropDraft, findDraft, putDraft } from "~/lib/session-drafts.server";

/**
 * Order change drafts (issue 23, like the approval decision draft of decision 012): what the buyer chose to cancel or
 * the quantities of an amendment, in the signed cookie session, keyed by kind and order code, with the change's
 * Idempotency-Key (kept across "Change" and a reload, so a double submit of the confirmation acts once). At most
 * `MAX_DRAFTS` are kept (newest first) and every value is bounded, so the cookie stays small. Cleared after the change.
 */
export const MAX_DRAFTS = 2;
const MAX_LINES = 60;
const MAX_TYPED = 80;

export type OrderChangeKind = OrderChangeDraft["kind"];
export type DraftValues = Omit<OrderChangeDraft, "kind" | "code" | "key">;

export function readOrderChangeDraft(session: AppSession, kind: OrderChangeKind, code: string): OrderChangeDraft | null {
  return findDraft(session, "orderChangeDrafts", (draft) => draft.kind === kind && draft.code === code);
}

/** Saves the values for the order, keeping its key (a new one for a new draft). */
export function saveOrderChangeDraft(session: AppSession, kind: OrderChangeKind, code: string, values: DraftValues): OrderChangeDraft {
  const key = readOrderChangeDraft(session, kind, code)?.key ?? randomUUID();
  const draft: OrderChangeDraft = {
    kind,
    code,
    key,
    lines: values.lines.slice(0, MAX_LINES),
    additions: values.additions.slice(0, MAX_LINES),
    reason: values.reason ? values.reason.slice(0, 40) : null,
    ...(values.typed ? { typed: boundedTyped(values.typed) } : {}),
    reviewed: values.reviewed,
  };
  putDraft(session, "orderChangeDrafts", draft, (other) => other.kind === kind && other.code === code, MAX_DRAFTS);
  return draft;
}

export function clearOrderChangeDraft(session: AppSession, kind: OrderChangeKind, code: string) {
  dropDraft(session, "orderChangeDrafts", (draft) => draft.kind === kind && draft.code === code);
}

function boundedTyped(typed: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(typed)
      .filter(([name]) => /^[a-z]+-[A-Za-z0-9._-]{1,64}$/.test(name))
      .slice(0, MAX_TYPED)
      .map(([name, value]) => [name, value.slice(0, 8)]),
  );
}
