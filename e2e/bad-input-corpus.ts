/**
 * The bad-input corpus (issue 21): hostile and odd values, and how to post them to a form over HTTP. The table of
 * forms is in e2e/bad-input-forms.ts; the spec is e2e/bad-input.spec.ts.
 */
import { type APIResponse } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { decodeEntities } from "./http-sessions";

/** Marks every string the corpus sends, so a scan of the database finds anything a form stored. */
export const MARKER = `zqbad${randomBytes(4).toString("hex")}`;

export interface CorpusValue {
  name: string;
  value: string;
}

/** Posted to every field of every form, one value per request. */
export const CORPUS: readonly CorpusValue[] = [
  { name: "script tag", value: `<script>alert("${MARKER}")</script>` },
  { name: "attribute breakout", value: `"><img src=x onerror=alert('${MARKER}')>` },
  { name: "javascript: URL", value: `javascript:alert('${MARKER}')` },
  { name: "emoji", value: `👩🏽‍🔧🧵🎉 ${MARKER} 🇦🇺` },
  { name: "right-to-left text", value: `\u202E${MARKER} مرحبا بالعالم שלום` },
  { name: "10,000 characters", value: `${MARKER}${"x".repeat(10_000)}` },
  { name: "negative number", value: "-1" },
  { name: "huge number", value: "99999999999999999999999999" },
  { name: "huge negative number", value: "-1e308" },
  { name: "not a number", value: "NaN" },
  { name: "NUL bytes", value: `${MARKER}\u0000\u0000nul` },
  { name: "percent-encoding as text", value: `%E0%A4%A${MARKER}` },
  { name: "SQL", value: `' OR 1=1; DROP TABLE users; -- ${MARKER}` },
  { name: "path traversal", value: `../../../etc/passwd${MARKER}` },
  { name: "header injection", value: `${MARKER}\r\nSet-Cookie: stolen=1` },
  { name: "template and prototype", value: `{{7*7}}\${7*7}__proto__${MARKER}` },
  { name: "whitespace only", value: " \t\u00a0\u2003 " },
];

/** Whole bodies that are not a well-formed form, posted raw to every form route. */
export const RAW_BODIES: readonly { name: string; contentType?: string; body: string }[] = [
  { name: "bad percent-encoding in the body", contentType: "application/x-www-form-urlencoded", body: `email=%E0%A4%A&quantity=%&x=%zz` },
];

// ---------------------------------------------------------------------------------------------------------------------
// Forms in server-rendered HTML

export interface FormControl {
  name: string;
  value: string;
  kind: "hidden" | "button" | "field";
}

export interface HtmlForm {
  action: string;
  controls: FormControl[];
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name, dq, sq, bare] = match;
    if (name) attrs[name.toLowerCase()] = decodeEntities(dq ?? sq ?? bare ?? "");
  }
  return attrs;
}

/** The POST forms of a page, with their named controls. */
export function postForms(html: string, pageUrl: string): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attrs = attributes(match[1] ?? "");
    if ((attrs.method ?? "get").toLowerCase() !== "post") continue;
    const controls: FormControl[] = [];
    for (const control of (match[2] ?? "").matchAll(/<(input|select|textarea|button)\b([^>]*)>/gi)) {
      const tag = (control[1] ?? "").toLowerCase();
      const a = attributes(control[2] ?? "");
      if (!a.name) continue;
      const type = (a.type ?? (tag === "button" ? "submit" : "text")).toLowerCase();
      if (tag === "button" || type === "submit") controls.push({ name: a.name, value: a.value ?? "", kind: "button" });
      else if (type === "hidden") controls.push({ name: a.name, value: a.value ?? "", kind: "hidden" });
      else controls.push({ name: a.name, value: a.value ?? "", kind: "field" });
    }
    forms.push({ action: new URL(attrs.action || pageUrl, pageUrl).toString(), controls });
  }
  return forms;
}

/** Controls that must stay as the page gave them, or the request never reaches validation: the CSRF token, the honeypot. */
export const isGuard = (control: FormControl) => control.name === "csrf" || control.name.endsWith("__confirm");

/** The body of one hostile submission: every field (and, with `hidden`, every hidden value and button) set to `value`. */
export function hostileBody(form: HtmlForm, value: string, { hidden }: { hidden: boolean }): URLSearchParams {
  const body = new URLSearchParams();
  let button = false;
  for (const control of form.controls) {
    if (isGuard(control)) body.append(control.name, control.value);
    else if (control.kind === "button") {
      // One button, as a browser sends only the one pressed.
      if (button) continue;
      button = true;
      body.append(control.name, hidden ? value : control.value);
    } else if (control.kind === "hidden" && !hidden) body.append(control.name, control.value);
    else body.append(control.name, value);
  }
  return body;
}

// ---------------------------------------------------------------------------------------------------------------------
// Answers

/** Why an answer is not acceptable (null: it is): a 5xx, an empty 4xx, a stack trace, a redirect off the site. */
export async function problemWith(response: APIResponse, origin: string): Promise<string | null> {
  const status = response.status();
  if (status >= 500) return `answered ${status}`;
  const text = await response.text();
  if (/\n\s+at .+\(.+:\d+:\d+\)/.test(text) || /node_modules/.test(text)) return `answered ${status} with a stack trace`;
  if (status >= 300 && status < 400) {
    const location = response.headers()["location"] ?? "";
    if (!location) return `answered ${status} without a Location`;
    if (new URL(location, origin).origin !== origin) return `redirected off the site, to ${location}`;
    return null;
  }
  if (text.trim().length === 0) return `answered ${status} with an empty body (no message)`;
  return null;
}

/** Runs `tasks` with at most `limit` at a time; resolves when all are done. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(workers);
}

