import { expect, vi } from "vitest";
import { Parser } from "htmlparser2";
import { resetEnvForTests } from "~/lib/env.server";
import * as messages from "~/lib/messages";
import { type Fault, type FaultySwitch } from "./backend";
import { type Page, Visitor, postForms } from "./storefront";

/** The password of every seeded account. */
export const PASSWORD = "Uniform!2026";
/**
 * The storefront's OCC timeout (OCC_TIMEOUT_MS) while a timeout is injected: short, so a stalled call costs little.
 * A page's calls all stall (only the OAuth endpoint answers); a form's re-render loads its page for real, so its
 * timeout leaves the in-process backend room to answer on a busy machine.
 */
export const PAGE_TIMEOUT_MS = 80;
export const FORM_TIMEOUT_MS = 400;

/** What the page must show for a fault: the status and the catalogue text (spec part 2 §8). */
export interface Outcome {
  status: number;
  text: string;
}

/** The default outcome of each fault on a page or a form (`app/lib/occ/errors.ts`, `app/lib/backend-errors.server.ts`). */
export const CATALOGUE: Record<Exclude<Fault, 401>, Outcome> = {
  403: { status: 403, text: messages.forbidden },
  404: { status: 404, text: messages.notFoundBody },
  409: { status: 409, text: messages.conflict },
  500: { status: 500, text: messages.internalServerError },
  502: { status: 502, text: messages.badGateway },
  504: { status: 504, text: messages.gatewayTimeout },
  timeout: { status: 504, text: messages.gatewayTimeout },
};

/** The visible text of a document (entities decoded, scripts left out), whitespace collapsed. */
export function visibleText(html: string): string {
  const parts: string[] = [];
  let skip = 0;
  const parser = new Parser(
    {
      onopentag(tag) {
        if (tag === "script" || tag === "style") skip++;
      },
      onclosetag(tag) {
        if (tag === "script" || tag === "style") skip--;
      },
      ontext(text) {
        if (skip === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join(" ").replace(/\s+/g, " ");
}

const STACK_LINE = /\bat [\w$.<>[\] ]*\(?(?:file:\/\/)?\/?[\w./-]+\.(?:[cm]?[jt]sx?):\d+(?::\d+)?\)?/;

/** Never a stack trace: no `at fn (file.ts:1:2)` line, no file path of the app or its dependencies, no error class dump. */
export function expectNoStackTrace(page: Page) {
  expect(page.html, `${page.url} shows a stack trace`).not.toMatch(STACK_LINE);
  expect(page.html).not.toMatch(/node_modules|\/app\/(?:lib|routes)\/|\/backend\/src\//);
  expect(page.html).not.toMatch(/\b(?:OccError|TypeError|ReferenceError|SyntaxError|ZodError): /);
  expect(visibleText(page.html)).not.toContain("Unexpected Server Error");
}

/**
 * Collects `console.error` (an unexpected error the server logged fails the case) and mutes the shell's
 * `console.warn` that the CMS is down (expected under every fault).
 */
export function watchConsole() {
  const errors: unknown[][] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return errors;
}

/** Runs `body` with the storefront's OCC timeout at `ms` (0: unchanged), and puts it back. */
export async function withShortTimeout<T>(ms: number, body: () => Promise<T>): Promise<T> {
  if (ms === 0) return body();
  vi.stubEnv("OCC_TIMEOUT_MS", String(ms));
  resetEnvForTests();
  try {
    return await body();
  } finally {
    vi.stubEnv("OCC_TIMEOUT_MS", "2000");
    resetEnvForTests();
  }
}

/** Signed-in visitors: one real sign-in per account and file; each case gets a copy of its cookies. */
export class Sessions {
  private signedIn = new Map<string, Visitor>();
  constructor(private readonly faults: FaultySwitch) {}

  async as(email: string | null): Promise<Visitor> {
    if (email === null) return new Visitor();
    let visitor = this.signedIn.get(email);
    if (!visitor) {
      this.faults.set(null);
      visitor = new Visitor();
      const login = await visitor.open("/login");
      const answer = await visitor.submit(login, { email, password: PASSWORD });
      expect(answer.status, `sign-in of ${email}`).toBe(302);
      this.signedIn.set(email, visitor);
    }
    return visitor.clone();
  }
}

/** The value a form of `page` carries for `name` (first form that has the field), or undefined. */
export function formValue(page: Page, name: string): string | undefined {
  for (const form of postForms(page.html)) {
    const field = form.fields.find(([n]) => n === name);
    if (field) return field[1];
  }
  return undefined;
}

/** The first link on `page` whose path matches `pattern` (the seeded object a case opens). */
export function firstLink(page: Page, pattern: RegExp): string {
  for (const match of page.html.matchAll(/href="([^"]+)"/g)) {
    const href = (match[1] ?? "").replace(/&amp;/g, "&");
    if (pattern.test(href)) return href;
  }
  throw new Error(`${page.url} (${page.status}) links to nothing like ${pattern}`);
}
