import { beforeAll, describe, expect, it } from "vitest";
import * as messages from "~/lib/messages";
import { useMswServer } from "../mocks/server";
import { useTestEnv } from "../mocks/session";
import { FAULTS, type Fault, type FaultySwitch, useFaultyBackend } from "./backend";
import { CATALOGUE, FORM_TIMEOUT_MS, PAGE_TIMEOUT_MS, Sessions, expectNoStackTrace, formValue, visibleText, watchConsole, withShortTimeout } from "./harness";
import { type Family, type FormCase, type PageCase } from "./page-families";
import { type Page, type Visitor, storefrontBuild } from "./storefront";

const SPOT_FAULTS: Fault[] = [401, 404, 502, "timeout"];

/**
 * Registers the fault cases of `families` in the calling test file: one in-process reference backend (a copy of
 * the seeded database) behind msw, the storefront's real route modules, and for each page and form, each fault.
 */
export function runFamilies(families: Family[], setup?: (faults: FaultySwitch) => Promise<void>) {
  useTestEnv();
  useMswServer();
  const faults = useFaultyBackend();
  const sessions = new Sessions(faults);
  beforeAll(async () => {
    await storefrontBuild();
    faults.set(null);
    await setup?.(faults);
  }, 30_000);

  const resolved = new Map<PageCase, Promise<{ url: string; visitor: Visitor }>>();
  /**
   * The case's URL and the visitor that found it (one lookup per case and file; the steps that lead to a page, such
   * as a guest's first add to cart, leave their cookies in that visitor). Each fault gets a copy of it.
   */
  const resolve = (page: PageCase) => {
    if (!resolved.has(page)) {
      resolved.set(
        page,
        (async () => {
          const visitor = await sessions.as(page.user);
          faults.set(null);
          return { url: typeof page.url === "string" ? page.url : await page.url(visitor), visitor };
        })(),
      );
    }
    return (resolved.get(page) as Promise<{ url: string; visitor: Visitor }>).then(({ url, visitor }) => ({ url, visitor: visitor.clone() }));
  };

  /** A signed-in user's 401 ends in the session-expired flow: to sign-in, which says so. */
  async function expectSessionExpired(visitor: Visitor, page: Page) {
    expect(page.status, "a 401 redirects").toBe(302);
    expect(new URL(page.location ?? "", page.url).pathname).toBe("/login");
    faults.set(null);
    const login = await visitor.open(page.location ?? "");
    expect(login.status).toBe(200);
    expect(visibleText(login.html)).toContain(messages.sessionExpired);
  }

  for (const family of families.filter((f) => f.pages.length + f.forms.length > 0)) {
    describe(`${family.family}`, () => {
      family.pages.forEach((page, index) => {
        // The family's first page meets every fault; its other pages the ones whose handling differs by route (the
        // session-expired flow, not found, a gateway error and a timeout), to keep the harness inside its budget.
        const faultsOfPage = index === 0 ? FAULTS : SPOT_FAULTS;
        describe(`${page.name} (${page.user ?? "anonymous"})`, () => {
          it("answers without a fault", async () => {
            const { url, visitor } = await resolve(page);
            faults.set(null);
            const answer = await visitor.send(url);
            expect(answer.status, `${url} without a fault`).toBe(page.baseline ?? 200);
            expectNoStackTrace(answer);
          });
          it.each(faultsOfPage)("%s shows its catalogue text", async (fault: Fault) => {
            const errors = watchConsole();
            const { url, visitor } = await resolve(page);
            faults.set({ fault, calls: page.calls ?? /.*/ });
            const answer = await withShortTimeout(fault === "timeout" ? PAGE_TIMEOUT_MS : 0, () => visitor.send(url));
            expect(faults.hits().length, "the fault reached a backend call").toBeGreaterThan(0);
            expectNoStackTrace(answer);
            const outcome = page.outcomes?.[fault];
            if (fault === 401 && page.user && !outcome) await expectSessionExpired(visitor, answer);
            else {
              const expected = outcome ?? (fault === 401 ? { status: 401, text: messages.sessionExpired } : CATALOGUE[fault]);
              expect(visibleText(answer.html)).toContain(expected.text);
              expect(answer.status).toBe(expected.status);
            }
            expect(errors, "nothing unexpected was logged").toEqual([]);
          });
        });
      });
      for (const form of family.forms) describeForm(form);
    });
  }

  function describeForm(form: FormCase) {
    describe(`form: ${form.name} (${form.user ?? "anonymous"})`, () => {
      it.each(FAULTS)("%s keeps the input and shows its catalogue text", async (fault: Fault) => {
        const errors = watchConsole();
        const visitor = await sessions.as(form.user);
        faults.set(null);
        const url = typeof form.url === "string" ? form.url : await form.url(visitor);
        const page = await visitor.open(url);
        expect(page.status).toBe(200);
        faults.set({ fault, calls: form.calls ?? /.*/, actionOnly: true });
        const answer = await withShortTimeout(fault === "timeout" ? (form.timeoutMs ?? FORM_TIMEOUT_MS) : 0, () => visitor.submit(page, form.fields));
        expect(faults.hits().length, "the fault reached a backend call of the action").toBeGreaterThan(0);
        expectNoStackTrace(answer);
        const outcome = form.outcomes?.[fault];
        if (fault === 401 && form.user && !outcome) await expectSessionExpired(visitor, answer);
        else {
          const expected = outcome ?? (fault === 401 ? { status: 401, text: messages.sessionExpired } : CATALOGUE[fault]);
          expect(answer.status >= 300 && answer.status < 400, `the form is shown again, not a redirect to ${answer.location}`).toBe(false);
          const shown = visibleText(answer.html);
          if (fault === 404 && !form.outcomes?.[404]) expect([messages.unknownError, messages.notFoundBody].some((t) => shown.includes(t)), shown).toBe(true);
          else expect(shown).toContain(expected.text);
          // A 404 from the action's call: the object is gone (deleted, decided elsewhere), the not-found page is right.
          if (fault !== 404) {
            const keeps = form.keeps ?? Object.keys(form.fields).filter((name) => name !== "intent" && !/password/i.test(name));
            const kept = keeps.every((name) => formValue(answer, name) === form.fields[name]);
            if (form.gap) expect(kept, `known gap (${form.gap}) is fixed: remove \`gap\` from the table`).toBe(false);
            else for (const name of keeps) expect(formValue(answer, name), `the typed ${name}`).toBe(form.fields[name]);
            for (const text of form.shows ?? []) expect(shown, "what the earlier step kept").toContain(text);
          }
        }
        expect(errors, "nothing unexpected was logged").toEqual([]);
      });
    });
  }
}
