import { useRouteLoaderData } from "@remix-run/react";
import { type loader as rootLoader } from "~/root";

/** The hidden CSRF token every POST form carries (checked by `readForm` on the server). */
export function CsrfInput() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}

/**
 * Honeypot fields for public forms. remix-utils' own component uses an inline style, which the
 * strict CSP blocks, so these are hidden with a class instead.
 */
export function HoneypotFields() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const props = data?.honeypot;
  if (!props) return null;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={props.nameFieldName}>Please leave this field blank</label>
      <input id={props.nameFieldName} name={props.nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {props.validFromFieldName && props.encryptedValidFrom ? (
        <input type="hidden" name={props.validFromFieldName} value={props.encryptedValidFrom} />
      ) : null}
    </div>
  );
}
