/** The message by a field (GOV.UK: above the control, prefixed 'Error:' for screen readers); nothing without errors. */
export function FieldError({ id, errors }: { id: string | undefined; errors: readonly string[] | undefined }) {
  if (!id || !errors?.length) return null;
  return (
    <p className="field__error" id={id}>
      <span className="visually-hidden">Error: </span>
      {errors.join(" ")}
    </p>
  );
}
