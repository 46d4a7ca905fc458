import { useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useRef } from "react";

/**
 * With JavaScript, a form that must be sent once (place order): the second click (or Enter) is ignored until the
 * navigation it started has ended, and `busy` marks the button aria-disabled meanwhile. Without JavaScript the
 * browser may send it twice — the order key makes the backend answer the first order (decision 010).
 * Call `onSubmit` last, after any validator that may cancel the submit.
 */
export function useSingleSubmit(action: string) {
  const navigation = useNavigation();
  const sent = useRef(false);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  useEffect(() => {
    if (navigation.state === "idle") sent.current = false;
  }, [navigation.state]);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (event.defaultPrevented) return;
    if (sent.current) {
      event.preventDefault();
      return;
    }
    sent.current = true;
  }
  return { busy, onSubmit };
}
