import { type SubmissionResult } from "@conform-to/react";
import { Form, Link, type useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { ProductImage } from "~/components/product/product-image";
import { CsrfInput } from "~/components/security-inputs";
import * as t from "~/lib/packs/pack-item-messages";
import { stepPath } from "~/lib/packs/pack-step-paths";
import { hasFits, SELECTION_FIELDS, vaField, vaTextField } from "~/lib/packs/selection-fields";
import { type SelectionRules } from "~/lib/packs/selection-schema";

export interface ItemOptionsData {
  packId: string;
  step: number;
  bundleName: string;
  setId: string;
  selectionId: string | null;
  isolated: boolean;
  showPrices: boolean;
  item: {
    code: string;
    name: string;
    description: string;
    image: string | null;
    disabled: boolean;
    colours: { code: string; name: string; swatch?: string | null }[];
    variants: { code: string; colour: string; size: string; fit: string | null; price: string }[];
    valueAdds: { code: string; name: string; price: string; prompt: string | null; maxLength: number }[];
    replacementReasons: { code: string; name: string }[];
  };
  values: Record<string, string>;
}

type FormComponent = typeof Form | ReturnType<typeof useFetcher>["Form"];

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The item options form (issue 8 step 4): colour (radio group with swatches), size, fit/length when the product has
 * fits, quantity 1–10, value adds (a prompt's text field shows when ticked with JS, always without JS with a hint),
 * reason of replacement, additional comments ≤ 255, Add to bundle / Update item + Cancel. The same form is the item
 * page (no JS) and the item dialog's content (JS, submitted with a fetcher: `FormAs` = fetcher.Form).
 */
export function ItemOptionsForm({
  data,
  action,
  lastResult,
  FormAs = Form,
  onCancel,
  headingLevel = 1,
}: {
  data: ItemOptionsData;
  action: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  FormAs?: FormComponent;
  onCancel?: () => void;
  headingLevel?: 1 | 2;
}) {
  const { item, values } = data;
  const rules: SelectionRules = useMemo(
    () => ({
      variants: item.variants,
      valueAdds: item.valueAdds.map((va) => ({ code: va.code, prompt: va.prompt, maxLength: va.maxLength })),
      reasons: item.replacementReasons.map((reason) => reason.code),
    }),
    [item],
  );
  const form = useSubmissionForm<string>({
    id: "pack-item",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/packs/selection-schema").then((m) => m.selectionSchema(rules))),
  });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const initial = (name: string) => form.field(name).defaultValue ?? (lastResult ? undefined : values[name]);
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(item.valueAdds.map((va) => [va.code, (lastResult?.initialValue?.[vaField(va.code)] ?? values[vaField(va.code)]) === "on"])),
  );
  const withFits = hasFits(rules);
  const sizes = unique(item.variants.map((v) => v.size));
  const fits = unique(item.variants.flatMap((v) => (v.fit ? [v.fit] : [])));
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const summaryFields = [...SELECTION_FIELDS, ...item.valueAdds.map((va) => vaTextField(va.code))];
  const cancelHref = stepPath(data.packId, data.step, { isolated: data.isolated });
  const err = (name: string) => form.field(name).errors;
  const errId = (name: string) => (err(name)?.length ? `${form.field(name).id}-error` : undefined);

  return (
    <div className="pack-item-options">
      {headingLevel === 1 ? <Heading className="pack-item-options__title">{item.name}</Heading> : null}
      <ErrorSummary errors={form.summaryErrors(summaryFields)} focusKey={form.summaryKey} />
      <div className="pack-item-options__layout">
        <ProductImage url={item.image} alt="" width={320} height={320} className="pack-item-options__image" />
        <div>
          <p className="pack-item-options__code">
            {t.code}: {item.code}
          </p>
          {item.description ? <p>{item.description}</p> : null}
          <FormAs method="post" action={action} {...form.formProps} key={form.resultKey} className="pack-item-form">
            <CsrfInput />
            <fieldset className={`field${err("colour")?.length ? " field--error" : ""}`} aria-describedby={errId("colour")}>
              <legend className="field__label" id={form.field("colour").id}>
                {t.colour}
              </legend>
              <FieldError id={errId("colour")} errors={err("colour")} />
              <div className="pack-swatches">
                {item.colours.map((colour) => (
                  <label key={colour.code} className="pack-swatch">
                    <input type="radio" name="colour" value={colour.code} defaultChecked={initial("colour") === colour.code} />
                    {colour.swatch ? <img src={colour.swatch} alt="" width={24} height={24} className="pack-swatch__image" /> : null}
                    <span>{colour.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <SelectField label={t.size} field={form.field("size")} defaultValue={initial("size")} options={sizes.map((s) => ({ code: s, name: s }))} placeholder={t.selectPlaceholder} />
            {withFits ? (
              <SelectField label={t.fit} field={form.field("fit")} defaultValue={initial("fit")} options={fits.map((f) => ({ code: f, name: f }))} placeholder={t.selectPlaceholder} />
            ) : null}
            <div className={`field${err("quantity")?.length ? " field--error" : ""}`}>
              <label className="field__label" htmlFor={form.field("quantity").id}>
                {t.quantity}
              </label>
              <p className="field__hint" id="pack-item-quantity-hint">
                {t.quantityHint}
              </p>
              <FieldError id={errId("quantity")} errors={err("quantity")} />
              <input
                className="field__input pack-item-form__quantity"
                id={form.field("quantity").id}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                defaultValue={initial("quantity") ?? "1"}
                aria-invalid={errId("quantity") ? true : undefined}
                aria-describedby={["pack-item-quantity-hint", errId("quantity")].filter(Boolean).join(" ")}
              />
            </div>
            {item.valueAdds.length > 0 ? (
              <fieldset className="field">
                <legend className="field__label">{t.valueAdds}</legend>
                {item.valueAdds.map((va) => {
                  const textName = vaTextField(va.code);
                  const showText = va.prompt && (!hydrated || checked[va.code]);
                  return (
                    <div key={va.code} className="pack-value-add">
                      <label className="pack-value-add__check">
                        <input
                          type="checkbox"
                          name={vaField(va.code)}
                          defaultChecked={checked[va.code]}
                          onChange={(event) => setChecked((prev) => ({ ...prev, [va.code]: event.target.checked }))}
                        />
                        {va.name}
                        {data.showPrices ? ` (${va.price})` : null}
                      </label>
                      {showText ? (
                        <div className={`field pack-value-add__prompt${err(textName)?.length ? " field--error" : ""}`}>
                          <label className="field__label" htmlFor={form.field(textName).id}>
                            {va.prompt}
                          </label>
                          {!hydrated ? (
                            <p className="field__hint" id={`${form.field(textName).id}-hint`}>
                              {t.promptHintNoJs}
                            </p>
                          ) : null}
                          <FieldError id={errId(textName)} errors={err(textName)} />
                          <input
                            className="field__input"
                            id={form.field(textName).id}
                            name={textName}
                            type="text"
                            defaultValue={initial(textName)}
                            required={hydrated}
                            aria-invalid={errId(textName) ? true : undefined}
                            aria-describedby={[!hydrated ? `${form.field(textName).id}-hint` : null, errId(textName)].filter(Boolean).join(" ") || undefined}
                          />
                        </div>
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
            ) : null}
            <SelectField
              label={t.reasonOfReplacement}
              field={form.field("reasonOfReplacement")}
              defaultValue={initial("reasonOfReplacement")}
              options={item.replacementReasons}
              placeholder={t.noReason}
            />
            <div className={`field${err("additionalComments")?.length ? " field--error" : ""}`}>
              <label className="field__label" htmlFor={form.field("additionalComments").id}>
                {t.additionalComments}
              </label>
              <p className="field__hint" id="pack-item-comments-hint">
                {t.commentsHint}
              </p>
              <FieldError id={errId("additionalComments")} errors={err("additionalComments")} />
              <textarea
                className="field__input"
                id={form.field("additionalComments").id}
                name="additionalComments"
                rows={3}
                defaultValue={initial("additionalComments")}
                aria-invalid={errId("additionalComments") ? true : undefined}
                aria-describedby={["pack-item-comments-hint", errId("additionalComments")].filter(Boolean).join(" ")}
              />
            </div>
            <div className="button-row">
              <button type="submit" className="button button--primary">
                {data.selectionId ? t.updateItem : t.addToBundle}
              </button>
              {onCancel ? (
                <button type="button" className="button button--secondary" onClick={onCancel}>
                  {t.cancel}
                </button>
              ) : (
                <Link to={cancelHref} className="button button--secondary">
                  {t.cancel}
                </Link>
              )}
            </div>
          </FormAs>
        </div>
      </div>
    </div>
  );
}

function SelectField({
  label,
  field,
  defaultValue,
  options,
  placeholder,
}: {
  label: string;
  field: { id: string; name: string; errors?: string[] };
  defaultValue: string | undefined;
  options: readonly { code: string; name: string }[];
  placeholder: string;
}) {
  const errorId = field.errors?.length ? `${field.id}-error` : undefined;
  return (
    <div className={`field${errorId ? " field--error" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <FieldError id={errorId} errors={field.errors} />
      <select className="field__input" id={field.id} name={field.name} defaultValue={defaultValue ?? ""} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
