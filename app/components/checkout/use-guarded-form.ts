import { useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useUnsavedChanges } from "./unsaved-changes";

/**
 * What a lazily hydrated billing form needs once it has hydrated (checkout's payment step, the account's new card):
 * `enhanced` (from then on the browser checks and the leave guard are on), the form's ref with its unsaved-changes
 * guard, and an `onSubmit` that ignores a second submit while the first is on its way before the form's own check.
 */
export function useGuardedForm(formOnSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) event.preventDefault();
    else formOnSubmit(event);
  };
  return { submitting, enhanced, formRef, unsaved, onSubmit };
}
