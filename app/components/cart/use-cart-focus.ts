import { useNavigation } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Focus on the /cart page (with JS):
 * - a removed entry takes its focused button with it: after a cart form's round trip, focus starts again at the
 *   page's heading rather than the body (never on first load, where focus stays where the browser puts it);
 * - the error summary takes focus on every answer with errors, also when the message is the same as last time:
 *   pass `summaryKey` to `ErrorSummary`.
 * `busy` is true while a cart form (posting to /cart) is on its way.
 */
export function useCartFocus(heading: RefObject<HTMLElement>, result: unknown) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/cart";
  const wasBusy = useRef(false);

  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (wasBusy.current && navigation.state === "idle") {
      wasBusy.current = false;
      if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
    }
  }, [busy, navigation.state, heading]);

  const [summaryKey, setSummaryKey] = useState(0);
  useEffect(() => {
    if (result) setSummaryKey((key) => key + 1);
  }, [result]);

  return { busy, summaryKey };
}
