import { clsx } from "clsx";
import { type ChangeEvent, type ReactNode } from "react";
import { FieldError } from "~/components/field-error";

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A hint under the label (GOV.UK "radio items with hints"). */
  hint?: ReactNode;
  disabled?: boolean;
  labelClassName?: string;
};

type Props = {
  /** Base id: the items are `${id}-0`, `${id}-1`…; the error message is `${id}-error` (link the summary to `${id}-0`). */
  id: string;
  name: string;
  legend: ReactNode;
  /** Show the legend as the page heading's size, or hide it visually when a heading already says it. */
  legendClassName?: string;
  hint?: ReactNode;
  options: readonly RadioOption[];
  /** The value checked on render (uncontrolled), e.g. the posted value kept after an error. */
  defaultValue?: string | null;
  /** Controlled use: the value checked now (pass `onChange` too). */
  value?: string | null;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  errors?: readonly string[];
  /** Extra classes for the group of items (e.g. `radios--inline`, `delivery-modes`). */
  className?: string;
  fieldsetClassName?: string;
  required?: boolean;
};

/**
 * The one radio group (GOV.UK "Radios"): a fieldset with its legend, an optional hint, the field's
 * error above the items (`aria-describedby` on the fieldset), native radios that work without JavaScript.
 */
export function RadiosField({
  id,
  name,
  legend,
  legendClassName,
  hint,
  options,
  defaultValue,
  value,
  onChange,
  errors,
  className,
  fieldsetClassName,
  required,
}: Props) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const controlled = value !== undefined;
  return (
    <fieldset className={clsx("fieldset", errorId && "field--error", fieldsetClassName)} aria-describedby={describedBy}>
      <legend className={clsx("fieldset__legend", legendClassName)}>{legend}</legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
      <div className={clsx("radios", className)}>
        {options.map((option, index) => (
          <div className="radios__item" key={option.value}>
            <input
              className="radios__input"
              type="radio"
              id={`${id}-${index}`}
              name={name}
              value={option.value}
              disabled={option.disabled}
              required={required}
              {...(controlled ? { checked: value === option.value, onChange } : { defaultChecked: defaultValue === option.value, onChange })}
            />
            <label className={clsx("radios__label", option.labelClassName)} htmlFor={`${id}-${index}`}>
              {option.label}
              {option.hint ? <span className="radios__hint">{option.hint}</span> : null}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
