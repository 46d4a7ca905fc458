import { useEffect, useState } from "react";
import * as registrationMessages from "~/lib/registration/messages";

/**
 * How long until a new verification code may be asked for. The server renders the seconds left
 * (and enforces the wait: an early resend shows the rate-limit message); with JS the number
 * counts down. Announced politely only when it reaches zero, not every second.
 */
export function ResendWait({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return (
    <p className="field__hint" aria-live={left === 0 ? "polite" : "off"}>
      {registrationMessages.verificationCodeResendWait(left)}
    </p>
  );
}
