import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { type CartActionError } from "./cart-view";

/**
 * The /cart page's forms (form field contract in docs/checkout.md "Cart"): one POST action, told apart by
 * `intent`:
 * - `update` + `entryNumber` + `quantity` (0–999; 0 removes the entry),
 * - `remove` + `entryNumber`,
 * - `removeAll` (our "remove all cart entries", spec part 2 §7),
 * - `applyVoucher` + `voucherCode`, `removeVoucher` + `voucherCode`,
 * - issue 8: `editPack` + `packId` (→ the pack's review step), `editBundle` + `packId` + `bundleId` (→ that step,
 *   isolated). Removing a pack is `remove` with the pack's first entry (the backend removes every line of the pack).
 * Parsed on the server only: the cart page ships no zod to the browser (decision 004).
 */

export const MAX_CART_QUANTITY = 999;

const entryNumber = z.string().trim().regex(/^\d{1,6}$/).transform(Number);
const voucherCode = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(64, checkoutMessages.invalidVoucher)
  .regex(/^[A-Za-z0-9_-]+$/, checkoutMessages.invalidVoucher);

/** Pack and bundle ids (backend codes). */
const packKey = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/);

export const CartFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("update"),
    entryNumber,
    quantity: z
      .string()
      .trim()
      .min(1, messages.required)
      .pipe(z.string().regex(/^\d{1,4}$/, checkoutMessages.cartQuantityRange))
      .transform(Number)
      .pipe(z.number().int().max(MAX_CART_QUANTITY, checkoutMessages.cartQuantityRange)),
  }),
  z.object({ intent: z.literal("remove"), entryNumber }),
  z.object({ intent: z.literal("removeAll") }),
  z.object({ intent: z.literal("applyVoucher"), voucherCode }),
  z.object({ intent: z.literal("removeVoucher"), voucherCode }),
  z.object({ intent: z.literal("editPack"), packId: packKey }),
  z.object({ intent: z.literal("editBundle"), packId: packKey, bundleId: packKey }),
]);
export type CartForm = z.infer<typeof CartFormSchema>;
export type CartIntent = CartForm["intent"];

const INTENTS: readonly string[] = ["update", "remove", "removeAll", "applyVoucher", "removeVoucher", "editPack", "editBundle"];

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Parses a posted cart form. On failure, the error to render by its field (the quantity of that entry, or the
 * voucher code) with the value the user typed kept; a form that names no known intent or entry is a form-level
 * 'Cart errors occurred.'.
 */
export function parseCartForm(formData: FormData): { success: true; value: CartForm } | { success: false; error: CartActionError } {
  const raw = {
    intent: text(formData, "intent"),
    entryNumber: formData.get("entryNumber") ?? undefined,
    quantity: formData.get("quantity") ?? undefined,
    voucherCode: formData.get("voucherCode") ?? undefined,
    packId: formData.get("packId") ?? undefined,
    bundleId: formData.get("bundleId") ?? undefined,
  };
  const result = CartFormSchema.safeParse(raw);
  if (result.success) return { success: true, value: result.data };

  const intent = INTENTS.includes(raw.intent) ? (raw.intent as CartIntent) : null;
  const parsedEntry = entryNumber.safeParse(raw.entryNumber ?? "");
  const entry = parsedEntry.success ? parsedEntry.data : null;
  const fields = result.error.flatten().fieldErrors as Partial<Record<"quantity" | "voucherCode" | "entryNumber", string[]>>;
  if (intent === "update" && entry !== null && fields.quantity?.[0]) {
    return { success: false, error: { intent, entryNumber: entry, field: "quantity", message: fields.quantity[0], value: text(formData, "quantity") } };
  }
  if (intent === "applyVoucher" && fields.voucherCode?.[0]) {
    return { success: false, error: { intent, entryNumber: null, field: "voucherCode", message: fields.voucherCode[0], value: text(formData, "voucherCode") } };
  }
  const message = fields.entryNumber ? messages.itemNotFound : messages.cartErrors;
  return { success: false, error: { intent: intent ?? "update", entryNumber: entry, field: null, message, value: "" } };
}

/** What a refusal keeps of the form: its intent, its entry and the value to show again (all as posted text). */
const CartRefusalSchema = z.object({
  intent: z.string(),
  entryNumber: z.string().optional(),
  quantity: z.string().optional(),
  voucherCode: z.string().optional(),
});

/**
 * A refusal as a conform submission, whose `reply()` is the action's answer (`SubmissionResult`): `initialValue`
 * holds the intent, the entry and the value to show again, as `CartActionError` has them; the message goes by its
 * field or to the form through the reply's options (`cartRefusalReply`). Read back by cart-action-result.ts.
 */
export function cartRefusalSubmission(error: CartActionError) {
  const fields = new FormData();
  fields.set("intent", error.intent);
  if (error.entryNumber !== null) fields.set("entryNumber", String(error.entryNumber));
  if (error.field) fields.set(error.field, error.value);
  return parseWithZod(fields, { schema: CartRefusalSchema });
}

/** The reply options that place a refusal's message: by its field, else for the form. */
export function cartRefusalReply(error: CartActionError) {
  return error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] };
}
