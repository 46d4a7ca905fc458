import { clsx } from "clsx";
import { type InputHTMLAttributes, type ReactNode } from "react";
import { FieldError } from "~/components/form/field-error";

/**
 * Fields of the GET filter forms (purchase-order list, approval dashboard): a labelled select or date input with an
 * optional hint and the server's message above the control (GOV.UK pattern), `aria-describedby` linking both. The
 * value comes from the URL (`defaultValue`, re-keyed on change so Back shows what the URL says); no JavaScript needed.
 */

/** The error summary's entries of a GET filter form: each rejected field's message, linking to its control. */
export function filterErrorSummary<F extends string>(errors: Partial<Record<F, string>>, fieldId: (field: F) => string) {
  return (Object.keys(errors) as F[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterFieldBase {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  name: string;
  label: string;
  /** An extra class on the field wrapper (the form's grid cell). */
  className?: string;
  hint?: string;
  error?: string;
  value: string;
}

function FieldShell({ id, label, hint, error, className, children }: Omit<FilterFieldBase, "name" | "value"> & { children: ReactNode }) {
  return (
    <div className={clsx("field", className, error && "field--error")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={error ? `${id}-error` : undefined} errors={error ? [error] : undefined} />
      {children}
    </div>
  );
}

function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function FilterSelect({
  emptyLabel,
  options,
  ...field
}: FilterFieldBase & { emptyLabel?: string; options: readonly FilterOption[] }) {
  const { id, name, value, hint, error } = field;
  // A rejected value (e.g. one from an edited URL) is not an option: the select falls back to the empty one.
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <FieldShell {...field}>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        defaultValue={known ? value : ""}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {emptyLabel !== undefined || !known ? <option value="">{emptyLabel ?? ""}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A yyyy-mm-dd date (`type=date`), with optional bounds. */
export function FilterDate({ min, max, ...field }: FilterFieldBase & { min?: string; max?: string }) {
  return <FilterInput {...field} type="date" extra={{ min, max }} />;
}

/** Free text (an order or PO number, part of a name), at most `maxLength` characters. */
export function FilterText({ maxLength, ...field }: FilterFieldBase & { maxLength?: number }) {
  return <FilterInput {...field} type="text" extra={{ maxLength, autoComplete: "off", spellCheck: false }} />;
}

function FilterInput({ type, extra, ...field }: FilterFieldBase & { type: "date" | "text"; extra: InputHTMLAttributes<HTMLInputElement> }) {
  const { id, name, value, hint, error } = field;
  return (
    <FieldShell {...field}>
      <input
        {...extra}
        id={id}
        name={name}
        type={type}
        className="field__input"
        defaultValue={value}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}
