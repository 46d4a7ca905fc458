import { randomBytes } from "node:crypto";
import { type AppSession, type PurchaseOrderDraft } from "~/lib/session.server";

/**
 * The creation draft (decision 011): step 1's typed values in the session, read by both steps, with the key that
 * becomes the creation's Idempotency-Key. Only uids are kept (names are looked up).
 */

export type DraftValues = Omit<PurchaseOrderDraft, "key">;

export const EMPTY_DRAFT: DraftValues = { purchaseOrderNo: "", description: "", units: [] };

/** 8–100 of A-Za-z0-9_- (the backend's Idempotency-Key rule): 32 hex characters. */
export function newDraftKey(): string {
  return randomBytes(16).toString("hex");
}

export function readDraft(session: AppSession): PurchaseOrderDraft | null {
  return session.get("purchaseOrderDraft") ?? null;
}

/** Saves the values as typed, keeping the draft's key (a new one for a new draft). */
export function saveDraft(session: AppSession, values: DraftValues): PurchaseOrderDraft {
  const key = readDraft(session)?.key ?? newDraftKey();
  const draft = { ...cleanValues(values), key };
  session.set("purchaseOrderDraft", draft);
  return draft;
}

export function clearDraft(session: AppSession) {
  session.unset("purchaseOrderDraft");
}

/** The edit form's draft (its no-JS unit search), only for the purchase order it belongs to. */
export function readEditDraft(session: AppSession, id: string): Omit<DraftValues, "purchaseOrderNo"> | null {
  const draft = session.get("purchaseOrderEditDraft");
  return draft && draft.id === id ? { description: draft.description, units: draft.units } : null;
}

export function saveEditDraft(session: AppSession, id: string, values: Omit<DraftValues, "purchaseOrderNo">) {
  const clean = cleanValues({ ...values, purchaseOrderNo: "" });
  session.set("purchaseOrderEditDraft", { ...clean, id, key: "" });
}

export function clearEditDraft(session: AppSession) {
  session.unset("purchaseOrderEditDraft");
}

/** Bounds what a draft may hold (the cookie stays small whatever is posted). */
function cleanValues(values: DraftValues): DraftValues {
  return {
    purchaseOrderNo: values.purchaseOrderNo.slice(0, 100),
    description: values.description.slice(0, 300),
    units: [...new Set(values.units.filter((uid) => uid.length > 0 && uid.length <= 64))].slice(0, 50),
  };
}

/** The form's typed values (no validation): for a search, or to keep what was typed. */
export function typedValues(formData: FormData): DraftValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    purchaseOrderNo: text("purchaseOrderNo"),
    description: text("description"),
    units: formData.getAll("units").filter((v): v is string => typeof v === "string"),
  };
}
