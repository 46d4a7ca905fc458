import { type CardErrors, type CardField } from "./cards";

/**
 * The HTML of the hosted card page (routes/hosted-payment.ts): the reference backend's stand-in for a payment
 * provider's card form. Part of the product: server-rendered, no JavaScript, labelled fields, an error summary that
 * links to the fields, visible focus, WCAG 2.2 AA contrast. Its stylesheet is inline, allowed by the CSP nonce.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1b1b1b;background:#f3f4f6}
body{margin:0}
.page{max-width:531px;margin:0 auto;padding:1.5rem 1rem 3rem}
.provider{display:flex;align-items:center;gap:.5rem;margin:0 0 1rem;font-weight:600;color:#1f2a44}
.provider__lock{display:inline-block;width:.9rem;height:.9rem;border:2px solid currentColor;border-radius:2px}
.card{background:#fff;border:1px solid #d0d4da;border-radius:8px;padding:1.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1rem}
.test-note{background:#eef4fb;border-left:4px solid #2b59c3;padding:.75rem 1rem;font-size:.9375rem}
.field{margin:0 0 1.25rem}
.field--error{border-left:4px solid #b00020;padding-left:.75rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{color:#4a4f57;font-size:.9375rem;margin:0 0 .25rem}
.error-message{color:#b00020;font-weight:600;margin:0 0 .25rem}
input{display:block;width:100%;font:inherit;padding:.5rem .625rem;border:2px solid #4a4f57;border-radius:4px;background:#fff;color:#1b1b1b}
input.short{max-width:8rem}
.field--error input{border-color:#b00020}
input:focus,button:focus,a:focus{outline:3px solid #ffbf47;outline-offset:2px}
.error-summary{border:4px solid #b00020;padding:1rem;margin:0 0 1.5rem;background:#fff}
.error-summary:focus{outline:3px solid #ffbf47;outline-offset:2px}
.error-summary h2{font-size:1.125rem;margin:0 0 .5rem}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b00020;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,.button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:4px;cursor:pointer;border:2px solid #1f2a44;text-decoration:none;display:inline-block}
.primary{background:#1f2a44;color:#fff}
.secondary{background:#fff;color:#1f2a44}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0}
a{color:#1f4fa8}
@media (min-width:768px){.page{padding-top:3rem}}
`;

function page({ title, nonce, body }: { title: string; nonce: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<div class="page">
<header><p class="provider"><span class="provider__lock" aria-hidden="true"></span>Secure card registration</p></header>
<main class="card" id="main">
${body}
</main>
</div>
</body>
</html>`;
}

const FIELD_ORDER: CardField[] = ["cardNumber", "expiry", "nameOnCard"];

export interface CardFormPage {
  nonce: string;
  sessionId: string;
  signature: string;
  errors?: CardErrors;
  /** Kept values (never the card number: it is typed again). */
  values?: { expiry?: string; nameOnCard?: string };
}

function field(spec: {
  name: CardField;
  label: string;
  hint: string;
  autocomplete: string;
  inputmode?: string;
  className?: string;
  value?: string;
  error?: string;
  maxlength: number;
}): string {
  const hintId = `${spec.name}-hint`;
  const errorId = `${spec.name}-error`;
  const describedBy = [hintId, spec.error ? errorId : null].filter(Boolean).join(" ");
  return `<div class="field${spec.error ? " field--error" : ""}">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
<p class="hint" id="${hintId}">${escapeHtml(spec.hint)}</p>
${spec.error ? `<p class="error-message" id="${errorId}"><span class="visually-hidden">Error:</span> ${escapeHtml(spec.error)}</p>` : ""}
<input id="${spec.name}" name="${spec.name}" type="text" autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ""}${spec.className ? ` class="${spec.className}"` : ""} spellcheck="false" maxlength="${spec.maxlength}" aria-required="true" aria-describedby="${describedBy}"${spec.error ? ' aria-invalid="true"' : ""} value="${escapeHtml(spec.value ?? "")}">
</div>`;
}

/** The card form, first shown or re-shown with the errors of an Approve. */
export function cardFormPage({ nonce, sessionId, signature, errors = {}, values = {} }: CardFormPage): string {
  const problems = FIELD_ORDER.filter((name) => errors[name]);
  const summary = problems.length
    ? `<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">There is a problem</h2>
<ul>${problems.map((name) => `<li><a href="#${name}">${escapeHtml(errors[name] ?? "")}</a></li>`).join("")}</ul>
</div>`
    : "";
  const body = `${summary}<h1>Enter your card details</h1>
<p>Your card is registered for this order only. The shop never sees the full card number.</p>
<p class="test-note">Test payment page of the reference backend: use card number 4111 1111 1111 1111 (Visa) or 5555 5555 5555 4444 (Mastercard) with any expiry date that is not in the past.</p>
<form method="post" action="" novalidate>
<input type="hidden" name="session_id" value="${escapeHtml(sessionId)}">
<input type="hidden" name="signature" value="${escapeHtml(signature)}">
${field({ name: "cardNumber", label: "Card number", hint: "The 13 to 19 digits on the front of your card", autocomplete: "cc-number", inputmode: "numeric", maxlength: 30, error: errors.cardNumber })}
${field({ name: "expiry", label: "Expiry date", hint: "MM/YY, for example 04/29", autocomplete: "cc-exp", inputmode: "numeric", className: "short", maxlength: 7, value: values.expiry, error: errors.expiry })}
${field({ name: "nameOnCard", label: "Name on card", hint: "As it is printed on the card", autocomplete: "cc-name", maxlength: 100, value: values.nameOnCard, error: errors.nameOnCard })}
<div class="actions">
<button type="submit" name="action" value="approve" class="primary">Approve</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</div>
</form>`;
  return page({ title: `${problems.length ? "Error: " : ""}Enter your card details – Secure card registration`, nonce, body });
}

/** A page without the form: the session is unknown, expired or already finished. */
export function messagePage({ nonce, title, message, link }: { nonce: string; title: string; message: string; link?: { href: string; text: string } }): string {
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ""}`;
  return page({ title: `${title} – Secure card registration`, nonce, body });
}
