import { z } from "zod";
import * as t from "./pack-step-messages";
import { hasFits, SELECTION_FIELDS, vaField, vaTextField } from "./selection-fields";

/**
 * The ONE schema of the item options form (issue 8), shared by the browser (through `lazyValidator`) and
 * the item action. The backend applies the same rules (docs/occ-api.md "Issue 8 additions" → Rules).
 *
 * Fields (flat names so conform keeps every typed value): `colour` (radio), `size`, `fit` (when the product has fits),
 * `quantity` (1–10), `va-{code}` (checkbox "on"), `vaText-{code}` (the prompt's answer; required and ≤ maxLength when
 * ticked and the value add has a prompt), `reasonOfReplacement` (a reason code or empty), `additionalComments` (≤ 255).
 */

export interface SelectionRules {
  variants: readonly { code: string; colour: string; size: string; fit: string | null }[];
  valueAdds: readonly { code: string; prompt: string | null; maxLength: number }[];
  reasons: readonly string[];
}

export type SelectionValues = {
  variantCode: string;
  quantity: number;
  valueAdds: { code: string; userEnteredValue?: string }[];
  reasonOfReplacement?: string;
  additionalComments?: string;
};

export { hasFits, SELECTION_FIELDS, vaField, vaTextField } from "./selection-fields";

/** Browsers post a textarea's line breaks as CRLF; counted as one character each. */
const normalise = (value: string) => value.replace(/\r\n?/g, "\n");

export function selectionSchema(rules: SelectionRules) {
  const text = z.string().optional();
  const shape: Record<string, typeof text> = {};
  for (const name of SELECTION_FIELDS) shape[name] = text;
  for (const va of rules.valueAdds) {
    shape[vaField(va.code)] = text;
    shape[vaTextField(va.code)] = text;
  }
  const withFits = hasFits(rules);
  return z.object(shape).transform((form, ctx): SelectionValues => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    const colour = (form.colour ?? "").trim();
    const size = (form.size ?? "").trim();
    const fit = (form.fit ?? "").trim();
    if (!colour || !rules.variants.some((v) => v.colour === colour)) issue("colour", t.colourRequired);
    if (!size || !rules.variants.some((v) => v.size === size)) issue("size", t.sizeRequired);
    if (withFits && (!fit || !rules.variants.some((v) => v.fit === fit))) issue("fit", t.fitRequired);
    const variant = rules.variants.find((v) => v.colour === colour && v.size === size && (!withFits || v.fit === fit));
    if (colour && size && (!withFits || fit) && !variant) issue("size", t.combinationUnavailable);

    const quantityText = (form.quantity ?? "").trim();
    const quantity = /^\d{1,2}$/.test(quantityText) ? Number(quantityText) : NaN;
    if (!(quantity >= 1 && quantity <= 10)) issue("quantity", t.quantityInvalid);

    const valueAdds: SelectionValues["valueAdds"] = [];
    for (const va of rules.valueAdds) {
      if (form[vaField(va.code)] !== "on") continue;
      if (!va.prompt) {
        valueAdds.push({ code: va.code });
        continue;
      }
      const answer = (form[vaTextField(va.code)] ?? "").trim();
      if (!answer) issue(vaTextField(va.code), t.promptRequired(va.prompt));
      else if (answer.length > va.maxLength) issue(vaTextField(va.code), t.promptTooLong(va.prompt, va.maxLength));
      valueAdds.push({ code: va.code, userEnteredValue: answer });
    }

    const reason = (form.reasonOfReplacement ?? "").trim();
    if (reason && !rules.reasons.includes(reason)) issue("reasonOfReplacement", t.reasonInvalid);
    const comments = normalise(form.additionalComments ?? "").trim();
    if (comments.length > t.COMMENTS_MAX) issue("additionalComments", t.commentsTooLong);

    return {
      variantCode: variant?.code ?? "",
      quantity,
      valueAdds,
      ...(reason ? { reasonOfReplacement: reason } : {}),
      ...(comments ? { additionalComments: comments } : {}),
    };
  });
}
