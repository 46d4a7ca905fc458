import { clsx } from "clsx";
import { type ReactNode } from "react";
import { FieldError } from "~/components/form/field-error";

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  /** May hold a link (e.g. to the terms the checkbox agrees to). */
  hint?: ReactNode;
  errors?: readonly string[];
  defaultChecked?: boolean;
  required?: boolean;
}

/** A single checkbox with its label, hint and error message (GOV.UK order: error above the control). */
export function CheckboxField({ id, name, label, hint, errors, defaultChecked, required }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={clsx("field", "field--checkbox", errorId && "field--error")}>
      <FieldError id={errorId} errors={errors} />
      <div className="checkbox">
        <input
          type="checkbox"
          className="checkbox__input"
          id={id}
          name={name}
          defaultChecked={defaultChecked}
          aria-required={required || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  emptyLabel: string;
  errors?: readonly string[];
  defaultValue?: string;
}

/** A select with an empty first option (the field is optional). */
export function SelectField({ id, name, label, options, emptyLabel, errors, defaultValue }: SelectFieldProps) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={clsx("field", errorId && "field--error")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={errorId} errors={errors} />
      <select
        id={id}
        name={name}
        className="field__input field__select"
        defaultValue={defaultValue ?? ""}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
