import { z } from "zod";

/**
 * A list whose malformed items are dropped with a logged warning instead of failing the whole answer (issue 22: one
 * product without a name, one address without a line must not take the page down). `label` names the list in the
 * log (`products/search products`). The output type is the item schema's.
 */
export function lenientList<S extends z.ZodTypeAny>(item: S, label: string) {
  return z.array(z.unknown()).transform((items) => {
    const kept: z.output<S>[] = [];
    items.forEach((raw, index) => {
      const parsed = item.safeParse(raw);
      if (parsed.success) kept.push(parsed.data);
      else {
        const detail = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
        console.warn(`[occ] dropped item ${index} of ${label}: ${detail}`);
      }
    });
    return kept;
  });
}

/**
 * The answer of a change SAP answers without a body (200/201/202/204 with an empty body), or with a body the call does
 * not read: success either way.
 */
export const EmptyBodySchema = z.unknown().transform(() => undefined);
