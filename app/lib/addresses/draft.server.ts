import { randomUUID } from "node:crypto";
import type { AddressBookBody } from "~/lib/occ/addresses.server";
import { type AddressDraft, type AppSession } from "~/lib/session.server";
import { dropDraft, findDraft, putDraft } from "~/lib/session-drafts.server";

/**
 * The suggestion step's draft (issue 25, H3): the address as entered and the backend's suggestion, in the signed
 * cookie session (one at a time, every text bounded), with the add's Idempotency-Key, so a reload, Back or a double
 * submit of the choice saves once. Cleared when saved.
 */
const MAX = 255;

const bounded = (body: AddressBookBody): AddressBookBody =>
  Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      typeof value === "string" ? value.slice(0, MAX) : value && typeof value === "object" ? { isocode: String((value as { isocode: unknown }).isocode).slice(0, 10) } : value,
    ]),
  ) as unknown as AddressBookBody;

export function readAddressDraft(session: AppSession): AddressDraft | null {
  return findDraft(session, "addressDrafts", () => true);
}

export function saveAddressDraft(session: AppSession, draft: Omit<AddressDraft, "key"> & { key?: string }): AddressDraft {
  const saved: AddressDraft = {
    mode: draft.mode,
    addressId: draft.addressId,
    entered: bounded(draft.entered),
    suggested: bounded(draft.suggested),
    key: draft.key ?? randomUUID(),
  };
  putDraft(session, "addressDrafts", saved, () => true, 1);
  return saved;
}

export function clearAddressDraft(session: AppSession) {
  dropDraft(session, "addressDrafts", () => true);
}
