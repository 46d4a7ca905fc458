import { clsx } from "clsx";
import { type ReactNode, useEffect, useState } from "react";
import { FieldError } from "~/components/form/field-error";

/**
 * A decision's comment (spec part 2 §5 "Approval comment up to 255 characters"): label with its requirement suffix,
 * hint, error, textarea, and — with JavaScript — "You have n characters left", announced politely once typing pauses.
 * Used by the order approval decision (issue 7) and the return threshold decision (issue 24). The value is uncontrolled
 * (kept as typed, without JS too); the server counts line breaks once, as the counter does.
 */

export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function CharacterCount({ id, text, over }: { id: string; text: string; over: boolean }) {
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), 1000);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p id={id} className={clsx("field__hint", "character-count", over && "character-count--over")} aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

export function CommentField({
  id,
  label,
  suffix,
  hint,
  errors,
  defaultValue,
  max,
  charactersLeft,
}: {
  id: string;
  label: string;
  /** '(required)', '(optional)', '(required when declining)'. */
  suffix: ReactNode;
  hint: string;
  errors: readonly string[] | undefined;
  defaultValue: string;
  max: number;
  charactersLeft: (left: number) => string;
}) {
  const hydrated = useHydrated();
  const [length, setLength] = useState(defaultValue.replace(/\r\n?/g, "\n").length);
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={clsx("field", errorId && "field--error")}>
      <label className="field__label" htmlFor={id}>
        {label} <span className="field__suffix">{suffix}</span>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <FieldError id={errorId} errors={errors} />
      <textarea
        id={id}
        name="comment"
        rows={4}
        className="field__input field__textarea"
        defaultValue={defaultValue}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId, hydrated ? `${id}-count` : undefined].filter(Boolean).join(" ")}
      />
      {hydrated ? <CharacterCount id={`${id}-count`} text={charactersLeft(max - length)} over={length > max} /> : null}
    </div>
  );
}
