/**
 * Bad input (issue 21, holes 4 and 6, and the bad-input corpus of the harness), over HTTP only (no browser):
 *
 * - bodies that are not forms, too large, from another site, and bad paths are refused with 4xx before anything
 *   reads them (server/request-guard.mjs, readForm; decision 023);
 * - the corpus (e2e/bad-input-corpus.ts) posted to every form of every route that has an action
 *   (e2e/bad-input-forms.ts, checked against app/routes): every answer 2xx, 3xx or 4xx with a message, none 5xx, no
 *   stack trace, no redirect off the site; the rows of the posting users and their objects unchanged and nothing
 *   anywhere in the database holding the corpus's marker.
 */
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext } from "@playwright/test";
import { rowsContaining, snapshot, type Subjects } from "./bad-input-db";
import {
  CORPUS,
  hostileBody,
  type HtmlForm,
  inParallel,
  isGuard,
  MARKER,
  postForms,
  problemWith,
  RAW_BODIES,
} from "./bad-input-corpus";
import { CORPUS_USERS, FORMS, type FormRow, makeFixtures, punchOutEntry, type Who } from "./bad-input-forms";
import { expect, test } from "./fixtures";
import { signInOverHttp } from "./http-sessions";
import { routeFiles } from "./route-patterns";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

/** Route modules (file names without .tsx) that export an action. */
function routesWithAction(): string[] {
  const dir = path.resolve("app/routes");
  return routeFiles()
    .map((route) => route.file)
    .filter((file) => /export\s+(async\s+)?(function|const|let)\s+action\b|export\s*\{[^}]*\baction\b/.test(fs.readFileSync(path.join(dir, file), "utf8")))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .sort();
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** BAD_INPUT_DEBUG=1 lists each form found and every answer below 400 (what was accepted or redirected). */
const debug = Boolean(process.env.BAD_INPUT_DEBUG);

/**
 * The hostile submissions of one form. A form with fields gets every value in its fields (hidden values and the
 * button as the page gave them, so the fields' own checks are reached) and three values in its hidden values and
 * button too. A form without fields (Remove all, Reorder) would be a valid submission as given: every value goes into
 * its hidden values and button. Then the raw bodies.
 */
function submissionsFor(form: HtmlForm): { form: HtmlForm; label: string; body: string }[] {
  const hidden = !form.controls.some((control) => control.kind === "field");
  return [
    ...CORPUS.map((value) => ({ form, label: value.name, body: hostileBody(form, value.value, { hidden }).toString() })),
    ...CORPUS.slice(0, 3).map((value) => ({
      form,
      label: `${value.name} (hidden fields too)`,
      body: hostileBody(form, value.value, { hidden: true }).toString(),
    })),
    ...RAW_BODIES.map((raw) => ({ form, label: raw.name, body: `${hostileBody(form, "", { hidden }).toString()}&${raw.body}` })),
  ];
}

test.describe("bad input", { tag: "@no-js-only" }, () => {
  test("every route with an action has a row in the corpus's table", () => {
    const routes = routesWithAction();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !(route in FORMS)), "routes with an action and no row in e2e/bad-input-forms.ts").toEqual([]);
    expect(Object.keys(FORMS).filter((route) => !routes.includes(route)), "rows of e2e/bad-input-forms.ts without a route").toEqual([]);
  });

  test("requests that are not forms are refused with 4xx before they are read", async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: CORPORATE_URL });
    try {
      for (const route of ["/login", "/cart", "/logout", "/register/WELCOME2026"]) {
        const cases = [
          { name: "JSON", status: 415, init: { headers: { "Content-Type": "application/json" }, data: '{"email":"a@b.example"}' } },
          { name: "text/plain", status: 415, init: { headers: { "Content-Type": "text/plain" }, data: "email=a@b.example" } },
          { name: "no body", status: 415, init: {} },
          { name: "multipart without boundary", status: 400, init: { headers: { "Content-Type": "multipart/form-data" }, data: "x" } },
          { name: "malformed multipart", status: 400, init: { headers: { "Content-Type": "multipart/form-data; boundary=zz" }, data: "garbage" } },
          { name: "another site's Origin", status: 403, init: { headers: { ...FORM, Origin: "https://evil.example" }, data: "a=1" } },
          { name: "Origin null", status: 403, init: { headers: { ...FORM, Origin: "null" }, data: "a=1" } },
          { name: "2 MB form", status: 413, init: { headers: FORM, data: `a=${"x".repeat(2 * 1024 * 1024)}` } },
        ];
        for (const { name, status, init } of cases) {
          const response = await request.post(route, { ...init, maxRedirects: 0 });
          expect(response.status(), `${name} to ${route}`).toBe(status);
          const text = await response.text();
          expect(text.length, `${name} to ${route}: a message`).toBeGreaterThan(0);
          expect(text, `${name} to ${route}: no stack trace`).not.toMatch(/\n\s+at .+:\d+:\d+/);
        }
      }
      // This site's own Origin goes on to the CSRF check (403 there: no token).
      const own = await request.post("/logout", { headers: { ...FORM, Origin: CORPORATE_URL }, data: "a=1", maxRedirects: 0 });
      expect(own.status()).toBe(403);
      expect(await own.text()).not.toContain("another site");

      for (const badPath of ["/%E0%A4%A", "/category/%E0%A4%A", "/search/%E0%A4%A"]) {
        const response = await request.get(badPath, { maxRedirects: 0 });
        expect(response.status(), badPath).toBe(400);
      }
    } finally {
      await request.dispose();
    }
  });

  test("a chunked body is cut off at 1 MB with 413, before the CSRF check reads it", async () => {
    // No Content-Length: the server counts what streams in (Playwright's request always sends a length).
    const { request: raw } = await import("node:http");
    const url = new URL(CORPORATE_URL);
    const chunk = `a=${"x".repeat(64 * 1024)}`;
    const status = await new Promise<number>((resolve, reject) => {
      const req = raw(
        { host: url.hostname, port: url.port, path: "/login", method: "POST", headers: { ...FORM, "Transfer-Encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", () => undefined); // the server closes the connection once it has answered
      req.on("close", () => reject(new Error("closed without an answer")));
      // Up to 100 MB, until the server answers.
      let sent = 0;
      const pump = () => {
        while (sent < 100 * 1024 * 1024 && req.write(chunk)) sent += chunk.length;
        if (sent < 100 * 1024 * 1024) req.once("drain", pump);
        else req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  test("paths starting with // stay on this site", async () => {
    // Playwright's request would resolve `//host` as another host: send the raw request line.
    const { request: raw } = await import("node:http");
    const url = new URL(CORPORATE_URL);
    for (const [target, location] of [
      ["//evil.example/login", "/evil.example/login"],
      ["//login?redirectTo=//evil.example", "/login?redirectTo=//evil.example"],
      ["/\\evil.example", "/evil.example"],
    ] as const) {
      const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = raw({ host: url.hostname, port: url.port, path: target }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on("error", reject);
        req.end();
      });
      expect(answer, target).toEqual({ status: 301, location });
    }
  });

  const GROUPS: { title: string; who: Who[] }[] = [
    { title: "anonymous forms", who: ["anonymous"] },
    { title: "the buyer's forms", who: ["buyer"] },
    // Issue 26 (H2): the organisation area's forms, posted by an admin of acme-au
    { title: "the organisation admin's forms", who: ["orgAdmin"] },
    {
      title: "the approvers', wearer's, first-login, identity-provider and punch-out forms",
      who: ["approver", "wholesaleApprover", "wearer", "newstarter", "sso", "punchout"],
    },
    // Issue 26 (H1): units / stores
    { title: "the units admin's forms", who: ["orgUnitsAdmin"] },
    // Issue 26 (H4): the user-group admin's forms; issue 27: the cost-centre admin's with them
    { title: "the user-group and cost-centre admins' forms", who: ["groupsAdmin", "ccAdmin"] },
    // Issue 27: the budget and purchase-limit admins' forms (a group of their own: the two run on different workers)
    { title: "the budget and purchase-limit admins' forms", who: ["budgetsAdmin", "limitsAdmin"] },
    // Issue 27: the bulk user upload's forms
    { title: "the bulk upload admin's forms", who: ["bulkAdmin"] },
    // Issue 28 (H2): the statement request form
    { title: "the finance documents user's forms", who: ["financeDocs"] },
    // Issue 28 (H3): the pay forms, posted by the payment corpus organisation's admin
    { title: "the payment corpus admin's forms", who: ["financePayer"] },
  ];

  for (const group of GROUPS) {
    test(`the corpus posted to ${group.title}: 4xx with a message, never 5xx, nothing stored`, async ({ playwright }) => {
      // HTTP only, but a group posts the corpus into dozens of forms one after the other (the buyer's took 60 s on a
      // busy 2-core CI machine): the 60 s default would stop it half-way.
      test.setTimeout(180_000);
      const rows = Object.entries(FORMS).filter(([, row]) => group.who.includes(row.who));
      const fixtures = await makeFixtures(new Set(group.who));
      const problems: string[] = [];
      let posted = 0;

      /** A signed-in (or anonymous) HTTP client for `who`. */
      const clientFor = async (who: Who, origin: string): Promise<APIRequestContext> => {
        const request = await playwright.request.newContext({ baseURL: origin });
        if (who === "punchout") {
          const entry = await request.get(await punchOutEntry());
          expect(entry.ok(), "punch-out session started").toBe(true);
        } else if (who !== "anonymous") await signInOverHttp(request, origin, CORPUS_USERS[who]);
        return request;
      };

      const subjectsOf = (row: FormRow): Subjects => ({
        users: row.who === "anonymous" ? [] : [CORPUS_USERS[row.who]],
        orders: row.who === "approver" && fixtures.approvalCode ? [fixtures.approvalCode] : [],
        purchaseOrders: row.who === "buyer" && fixtures.purchaseOrderId ? [fixtures.purchaseOrderId] : [],
        returns: row.returns ?? [],
      });

      const clients = new Map<Who, APIRequestContext>();
      const ownSessions: APIRequestContext[] = [];
      try {
        // Confirmations (they may delete what other rows use) after the rest, sign-out last, from a session of its own.
        const order = (r: FormRow) => (r.signsOut ? 2 : r.confirmsOnly ? 1 : 0);
        for (const [route, row] of [...rows].sort(([, a], [, b]) => order(a) - order(b))) {
          // A row's site (the wholesale approver's forms are on the wholesale storefront); one client per user.
          const origin = row.site === "wholesale" ? WHOLESALE_URL : CORPORATE_URL;
          const request = row.signsOut ? await clientFor(row.who, origin) : (clients.get(row.who) ?? (await clientFor(row.who, origin)));
          if (row.signsOut) ownSessions.push(request);
          else clients.set(row.who, request);
          const url = row.url(fixtures);
          if (row.prepare) await request.get(row.prepare);
          const page = await request.get(url);
          expect(page.status(), `GET ${url} (${route})`).toBeLessThan(500);
          // The page's own POST forms, once per shape (one cart entry's form stands for all). A page that redirected
          // elsewhere (a step not reachable yet) shows another route's forms, which that route's row posts; a
          // redirect deeper (a product's canonical URL) is the same page.
          const landed = new URL(page.url()).pathname.toLowerCase().startsWith(new URL(url, origin).pathname.toLowerCase());
          const shapes = new Set<string>();
          const forms = (landed ? postForms(await page.text(), page.url()) : [])
            .filter((form) => new URL(form.action).origin === origin)
            .filter((form) => {
              const shape = `${form.action} ${form.controls.map((control) => `${control.kind}:${control.name}=${control.kind === "field" ? "" : control.value}`).join(",")}`;
              if (shapes.has(shape)) return false;
              shapes.add(shape);
              return true;
            });
          // The search box and other GET forms are not posted; a form the page cannot show yet is named by `fields`.
          if (row.fields) {
            const guards = forms[0]?.controls.filter(isGuard) ?? postForms(await page.text(), page.url())[0]?.controls.filter(isGuard) ?? [];
            const csrf = guards.length > 0 ? guards : await guardsOf(request);
            forms.push({
              action: new URL(url, origin).toString(),
              controls: [...csrf, ...row.fields.map((name) => ({ name, value: "", kind: "field" as const }))],
            });
          }
          expect(forms.length, `${route}: a POST form at ${url} (or \`fields\` in its row)`).toBeGreaterThan(0);
          if (debug) for (const form of forms) console.log(`${route}: ${form.action} [${form.controls.map((c) => `${c.kind}:${c.name}`).join(", ")}]`);

          const before = snapshot(subjectsOf(row));
          const submissions = forms.flatMap(submissionsFor);
          await inParallel(submissions, row.signsOut ? 1 : 3, async ({ form, label, body }) => {
            const response = await request.post(form.action, { headers: FORM, data: body, maxRedirects: 0 });
            posted += 1;
            const problem = await problemWith(response, origin);
            if (debug && response.status() < 400) console.log(`  ${route} ${label}: ${response.status()} ${response.headers()["location"] ?? ""}`);
            if (problem) problems.push(`${route} (${new URL(form.action).pathname}) ${label}: ${problem}`);
          });
          if (!row.signsOut && !row.confirmsOnly) {
            expect.soft(snapshot(subjectsOf(row)), `${route}: the rows of ${row.who} and their objects are unchanged`).toEqual(before);
          }
        }
      } finally {
        for (const request of [...clients.values(), ...ownSessions]) await request.dispose();
      }
      expect(problems, `${posted} submissions`).toEqual([]);
      expect(rowsContaining(MARKER), "database columns holding what the corpus posted").toEqual([]);
    });
  }
});

/** The CSRF token (and honeypot) of this client, from the sign-in form (anonymous) or the sign-out form. */
async function guardsOf(request: APIRequestContext) {
  for (const path of ["/login", "/logout"]) {
    const response = await request.get(path);
    const form = postForms(await response.text(), response.url())[0];
    if (form) return form.controls.filter(isGuard);
  }
  return [];
}
