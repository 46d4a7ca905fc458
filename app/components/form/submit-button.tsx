import { useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { type ButtonHTMLAttributes } from "react";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-disabled"> & {
  /** GOV.UK button styles: primary (the page's main action), secondary, or a button that looks like a link. */
  variant?: "primary" | "secondary" | "link";
  /**
   * While the request this button started is under way the button is `aria-disabled` (it stays
   * focusable and announced; a second press is harmless: the action is idempotent or guarded by
   * `useSingleSubmit`). Pass it when the form knows better (a fetcher, one form of several on the
   * page); otherwise any submission in flight marks it busy.
   */
  busy?: boolean;
};

/** The one submit button (GOV.UK "Button"): `type="submit"`, the variant's classes, `aria-disabled` while busy. */
export function SubmitButton({ variant = "primary", busy, className, children, ...rest }: Props) {
  const navigation = useNavigation();
  const pending = busy ?? navigation.state === "submitting";
  return (
    <button type="submit" className={clsx("button", `button--${variant}`, className)} aria-disabled={pending || undefined} {...rest}>
      {children}
    </button>
  );
}
