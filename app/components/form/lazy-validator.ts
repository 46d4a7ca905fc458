import { type Submission } from "@conform-to/react";
import { type ZodTypeAny } from "zod";

type Validator = (formData: FormData) => Submission<Record<string, unknown>>;

/**
 * A form's browser-side check, loaded on first focus (decision 004): the form's own zod schema
 * (the one its action parses with) and conform's `parseWithZod`, both as lazy chunks, so neither
 * counts against the JavaScript budget before the user touches the form.
 *
 *   loadValidator: lazyValidator(() => import("~/lib/checkout/delivery-mode-schema").then((m) => m.DeliveryModeChoiceSchema))
 *
 * Forms whose schema depends on what the page shows build it from the loaded module
 * (`lazyValidator(() => import("./x-schema").then((m) => m.xSchemaFor(flags)))`); forms whose schema depends on what
 * the user filled in (billing: 'Same as delivery address' or an address) load a function of the form's values
 * (`.then((m) => m.billingSchemaFor)`), the same one their action parses with.
 */
export function lazyValidator(
  loadSchema: () => Promise<ZodTypeAny | ((formData: FormData) => ZodTypeAny)>,
): () => Promise<{ validate: Validator }> {
  return () =>
    Promise.all([import("@conform-to/zod"), loadSchema()]).then(([{ parseWithZod }, loaded]) => ({
      validate: (formData: FormData) =>
        parseWithZod(formData, { schema: typeof loaded === "function" ? loaded(formData) : loaded }) as Submission<Record<string, unknown>>,
    }));
}
