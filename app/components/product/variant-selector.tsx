import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { VariantOptions } from "~/components/product/variant-options";
import { type OptionGroup, type Selection } from "~/lib/variant-selection";

/**
 * The product page's variant choice as a real GET form: the selection lives in the URL
 * (`?colour=Navy&size=M`). Without JavaScript 'Show selected option' reloads the page with it;
 * with JavaScript choosing a radio submits the form at once (replacing the history entry, no
 * scroll jump); focus stays on the radio.
 */
export function VariantSelector({
  groups,
  selection,
  action,
}: {
  groups: readonly OptionGroup[];
  selection: Selection;
  /** The product's canonical path. */
  action: string;
}) {
  const submit = useSubmit();
  const key = JSON.stringify(selection);
  const [current, setCurrent] = useState<Selection>(selection);
  // Follow the URL (back/forward, a completed navigation).
  useEffect(() => setCurrent(JSON.parse(key) as Selection), [key]);

  if (groups.length === 0) return null;
  return (
    <Form method="get" action={action} className="variant-selector" aria-label="Product options">
      <VariantOptions
        groups={groups}
        selection={current}
        idPrefix="variant"
        onSelect={(qualifier, value, form) => {
          setCurrent((previous) => ({ ...previous, [qualifier]: value }));
          if (form) submit(form, { method: "get", action, replace: true, preventScrollReset: true, state: { keepFocus: true } });
        }}
      />
      <button type="submit" className="button button--secondary variant-selector__submit">
        Show selected option
      </button>
    </Form>
  );
}
