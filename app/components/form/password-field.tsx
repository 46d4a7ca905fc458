import { type Ref } from "react";
import { Field } from "~/components/form/field";

/**
 * A required password input. It never gets a default value: the server does not send passwords
 * back, and forms clear these inputs after an error (pass `inputRef` for that).
 */
export function PasswordField({
  label,
  hint,
  field,
  autoComplete,
  inputRef,
}: {
  label: string;
  hint?: string;
  field: { id: string; name: string; errors?: readonly string[] };
  autoComplete: "current-password" | "new-password";
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={field.errors}
      inputProps={{ id: field.id, name: field.name, type: "password", required: true, autoComplete, ref: inputRef }}
    />
  );
}
