import { clsx } from "clsx";
import { type ChangeEvent, type ReactNode } from "react";
import { FieldError } from "~/components/form/field-error";

export type RadioOption = {
  value: string;
  /** The input's id when the form links to it by name (default `${id}-${index}`). */
  id?: string;
  label: ReactNode;
  /** A hint under the label (GOV.UK "radio items with hints"). */
  hint?: ReactNode;
  /** Give the hint this id and describe the input by it too. */
  hintId?: string;
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
  /** Extra classes for every item (e.g. `address-options__item`). */
  itemClassName?: string;
  fieldsetClassName?: string;
  required?: boolean;
  /** Shown after the items, inside the fieldset (fields that go with a choice). */
  children?: ReactNode;
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
  itemClassName,
  fieldsetClassName,
  required,
  children,
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
        {options.map((option, index) => {
          const itemId = option.id ?? `${id}-${index}`;
          return (
            <div className={clsx("radios__item", itemClassName)} key={option.value}>
              <input
                className="radios__input"
                type="radio"
                id={itemId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                aria-describedby={option.hintId}
                {...(controlled ? { checked: value === option.value, onChange } : { defaultChecked: defaultValue === option.value, onChange })}
              />
              <label className={clsx("radios__label", option.labelClassName)} htmlFor={itemId}>
                {option.label}
                {option.hint ? (
                  <span className="radios__hint" id={option.hintId}>
                    {option.hint}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
