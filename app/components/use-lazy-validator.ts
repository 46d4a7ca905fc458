import { type Submission } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";

type Validator<Schema extends Record<string, unknown>> = (formData: FormData) => Submission<Schema>;

/**
 * Instant validation without zod in the first-load bundle (budget: ≤ 100 KB gzip per page).
 * The validator module (the form's shared zod schema + conform's zod adapter) is imported the
 * first time the user focuses the form. Until it arrives, or without JS, the server's check of
 * the same schema is what the user sees. Returns conform's `onValidate`, or undefined.
 *
 *   const onValidate = useLazyValidator(() => import("~/lib/schemas/login.validate"));
 *   useForm({ onValidate, … });  <form onFocus={onValidate.load} …>
 */
export function useLazyValidator<Schema extends Record<string, unknown>>(
  load: () => Promise<{ validate: Validator<Schema> }>,
) {
  const [validator, setValidator] = useState<Validator<Schema> | null>(null);
  const loadRef = useRef(load);
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadRef.current().then(
      (module) => {
        if (mounted.current) setValidator(() => module.validate);
      },
      () => {
        started.current = false; // offline or a deploy in between: try again on next focus
      },
    );
  }, []);

  const onValidate = validator ? ({ formData }: { formData: FormData }) => validator(formData) : undefined;
  return { onValidate, load: start };
}
