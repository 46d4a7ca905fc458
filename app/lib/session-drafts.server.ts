import { type AppSession, type SessionData } from "~/lib/session.server";

/**
 * The session's draft lists (approval decisions, order changes, return requests, return threshold decisions): each a
 * short list in the signed cookie session, newest first, at most a few entries, one per object (`same` says which),
 * and the key unset when the list is empty, so the cookie stays small. The feature modules bound the values.
 */
export type DraftListKey = "approvalDecisionDrafts" | "orderChangeDrafts" | "returnRequestDrafts" | "returnThresholdDrafts" | "addressDrafts";
export type DraftOf<K extends DraftListKey> = SessionData[K][number];

export function findDraft<K extends DraftListKey>(session: AppSession, key: K, same: (draft: DraftOf<K>) => boolean): DraftOf<K> | null {
  const drafts: readonly DraftOf<K>[] = session.get(key) ?? [];
  return drafts.find(same) ?? null;
}

/** Puts `draft` first, in place of the entry for the same object, keeping at most `max`. */
export function putDraft<K extends DraftListKey>(session: AppSession, key: K, draft: DraftOf<K>, same: (other: DraftOf<K>) => boolean, max: number): void {
  const drafts: readonly DraftOf<K>[] = session.get(key) ?? [];
  session.set(key, [draft, ...drafts.filter((other) => !same(other))].slice(0, max) as SessionData[K]);
}

export function dropDraft<K extends DraftListKey>(session: AppSession, key: K, same: (draft: DraftOf<K>) => boolean): void {
  const drafts: readonly DraftOf<K>[] = session.get(key) ?? [];
  const rest = drafts.filter((draft) => !same(draft));
  if (rest.length > 0) session.set(key, rest as SessionData[K]);
  else session.unset(key);
}
