import { clsx } from "clsx";
import { type InputHTMLAttributes, type Ref, useId } from "react";
import { FieldError } from "~/components/form/field-error";

interface FieldProps {
  label: string;
  hint?: string;
  errors?: readonly string[];
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id?: string; ref?: Ref<HTMLInputElement> };
  className?: string;
}

/** Label, optional hint, the error message above the input (GOV.UK order), then the input. */
export function Field({ label, hint, errors, inputProps, className }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={clsx("field", errorId && "field--error", className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
      <input
        {...inputProps}
        id={id}
        className={clsx("field__input", inputProps.className)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
    </div>
  );
}

