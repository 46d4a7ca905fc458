/**
 * The authorization matrix (issue 21; docs/testing.md "Authorization matrix and link crawl"): every route file of
 * app/routes × every kind of user × GET and POST answers as the table in e2e/authorization-matrix.ts says, and the
 * object-level rows (another user's order, another unit's approval, another organisation's purchase order…) are
 * refused without showing the object. HTTP only (Playwright `request` contexts, e2e/http-sessions.ts): no browser, so
 * @no-js-only (the answer is the server's either way). The backend rows the requests could touch are compared before
 * and after: no GET and no refused POST changes anything.
 */
import { openRunDatabase } from "./bad-input-db";
import { type APIResponse } from "@playwright/test";
import { EXTRA_URLS, OBJECT_ROWS, type ObjectRow, type Outcome, ROUTES } from "./authorization-matrix";
import { occAs } from "./checkout-api";
import { expect, test } from "./fixtures";
import { type HttpSession, KIND_ACCOUNTS, openHttpSession, openHttpSessionAs, USER_KINDS, type UserKind } from "./http-sessions";
import { patternRegExp, routeFiles } from "./route-patterns";

test.describe.configure({ mode: "serial" });

interface Cell {
  file: string;
  url: string;
  kind: UserKind;
  expected: Outcome;
  fresh: boolean;
}

/**
 * Runs the cells: each kind's in table order, one after the other (a session is a browser's: one request at a time,
 * and a row never depends on which rows ran first), the kinds side by side. A `freshSession` row's cell gets a
 * session of its own. Returns the cells whose answer differs from the table.
 */
async function runCells(cells: readonly Cell[], method: "GET" | "POST"): Promise<string[]> {
  const wrong: string[] = [];
  await Promise.all(
    USER_KINDS.map(async (kind) => {
      // A layout and its index route share a URL: one request answers both rows.
      const answers = new Map<string, string>();
      for (const cell of cells.filter((candidate) => candidate.kind === kind)) {
        const shared = sessions.get(kind);
        if (!shared) throw new Error(`no session for ${kind}`);
        const session = cell.fresh ? await openHttpSession(kind) : shared;
        try {
          let actual = cell.fresh ? undefined : answers.get(cell.url);
          if (actual === undefined) {
            actual = describeAnswer(method === "GET" ? await session.get(cell.url) : await session.post(cell.url), cell.url);
            if (!cell.fresh) answers.set(cell.url, actual);
          }
          if (!matches(cell.expected, actual)) wrong.push(`${method} ${cell.url} as ${kind}: expected ${cell.expected}, got ${actual} (${cell.file})`);
        } finally {
          if (cell.fresh) await session.dispose();
        }
      }
    }),
  );
  return wrong.sort();
}

/** What an answer was, in the table's words ("ok", "→/cart", 403…), with the login redirect recognised. */
function describeAnswer(response: APIResponse, url: string): string {
  const status = response.status();
  const location = response.headers().location;
  if (status >= 300 && status < 400 && location) {
    const absolute = /^https?:\/\/([^/:]+)/.exec(location)?.[1];
    if (absolute && absolute !== "127.0.0.1" && absolute !== "localhost") return `→external:${absolute}`;
    const target = location.replace(/^https?:\/\/[^/]+/, "");
    if (target === `/login?redirectTo=${encodeURIComponent(url)}`) return "login";
    return `→${target}`;
  }
  return status === 200 ? "ok" : String(status);
}

function matches(expected: Outcome, actual: string): boolean {
  return String(expected) === actual;
}

/** The backend rows a GET or a refused POST of the matrix could change (read-only from the run's database). */
function backendSnapshot(): string {
  // Users whose rows no other spec changes (wearer@ and punchout@acme.example's carts are other specs' proxy and
  // punch-out carts).
  const users = ["buyer@acme.example", "approver@acme.example", "admin@acme.example", "buyer@wholesale.example", KIND_ACCOUNTS.proxyBuyer.email];
  const marks = users.map(() => "?").join(",");
  const db = openRunDatabase();
  try {
    const rows = (sql: string, ...params: unknown[]) => JSON.stringify(db.prepare(sql).all(...params));
    return [
      rows(`SELECT id, user_uid, delivery_address_id, delivery_mode, cost_centre, po_number, payment_type FROM carts WHERE user_uid IN (${marks}) ORDER BY id`, ...users),
      rows(`SELECT e.cart_id, e.entry_number, e.variant_code, e.quantity FROM cart_entries e JOIN carts c ON c.id = e.cart_id WHERE c.user_uid IN (${marks}) ORDER BY 1, 2`, ...users),
      // The seeded demo orders (the e2e units' 29000101– are decided by the approval specs meanwhile).
      rows("SELECT id, status FROM orders WHERE id BETWEEN 29000001 AND 29000099 OR id BETWEEN 29000301 AND 29000399 ORDER BY id"),
      rows(`SELECT id, status FROM orders WHERE user_uid IN (${marks}) OR placed_by_uid IN (${marks}) ORDER BY id`, ...users, ...users),
      rows(
        "SELECT order_id, decision, approver_uid, decided_at FROM order_approvals WHERE order_id BETWEEN 29000001 AND 29000099 OR order_id BETWEEN 29000301 AND 29000399 ORDER BY order_id",
      ),
      rows("SELECT id, number, description, status, updated_at FROM purchase_orders WHERE id < 1000 ORDER BY id"),
      rows("SELECT po_id, unit_uid FROM purchase_order_units WHERE po_id < 1000 ORDER BY 1, 2"),
      rows(`SELECT id, user_uid, pack_id, updated_at FROM pack_drafts WHERE user_uid IN (${marks}) ORDER BY id`, ...users),
      rows(`SELECT user_uid, wearer_uid FROM proxy_modes WHERE user_uid IN (${marks}) ORDER BY 1`, ...users),
      rows(`SELECT id, active FROM replenishment_orders WHERE user_uid IN (${marks}) ORDER BY id`, ...users),
      rows(`SELECT id, line1, is_default FROM addresses WHERE owner_user IN (${marks}) ORDER BY id`, ...users),
    ].join("\n");
  } finally {
    db.close();
  }
}

/** The harness's pack wearer (backend/src/seed-data/harness-users.ts) and the selection its draft is made with. */
const PACK_DRAFT = {
  owner: "packs.matrix@acme.example",
  pack: "acme-new-starter",
  bundle: "acme-new-starter-tops",
  selection: { setId: "acme-ns-polos", product: "POL-CL", variant: "POL-CL-NAVY-XS", quantity: 3 },
} as const;

const sessions = new Map<UserKind, HttpSession>();
let before = "";

test.describe("authorization matrix", { tag: "@no-js-only" }, () => {
  test.afterAll(async () => {
    await Promise.all([...sessions.values()].map((session) => session.dispose()));
  });

  test("every route file has a row (and every row a file); each row's URL is one of its route's", async () => {
    const files = routeFiles();
    const missing = files.filter((route) => !ROUTES[route.file]).map((route) => `${route.file} (${route.pattern})`);
    expect(
      missing,
      `Add a row for each new route to ROUTES in e2e/authorization-matrix.ts (the comment at its top says how): ${missing.join(", ")}`,
    ).toEqual([]);
    const known = new Set(files.map((route) => route.file));
    const stale = Object.keys(ROUTES).filter((file) => !known.has(file));
    expect(stale, "Rows of e2e/authorization-matrix.ts whose route file is gone: remove them").toEqual([]);
    const wrong = files
      .filter((route) => !patternRegExp(route.pattern).test(new URL(ROUTES[route.file]?.url ?? "/", "http://x").pathname))
      .map((route) => `${route.file}: ${ROUTES[route.file]?.url} is not ${route.pattern}`);
    expect(wrong, "Each row's url must be a URL of its route").toEqual([]);
  });

  test("GET: every route answers each kind of user as the table says", async () => {
    test.setTimeout(90_000);
    await Promise.all(USER_KINDS.map(async (kind) => sessions.set(kind, await openHttpSession(kind))));
    // The backend's fulfilment and returns clocks are lazy (decision 028): the first order or returns read of the run
    // moves every due order on. Bring them up to date first, so the snapshot measures the matrix's requests only.
    await occAs(KIND_ACCOUNTS.buyer.email ?? "buyer@acme.example", "GET", "users/current/orderReturns?pageSize=1");
    before = backendSnapshot();
    const cells: Cell[] = [
      ...Object.entries(ROUTES).flatMap(([file, row]) =>
        USER_KINDS.map((kind) => ({ file, url: row.url, kind, expected: row.get[kind], fresh: row.freshSession === true })),
      ),
      ...EXTRA_URLS.flatMap((row) => USER_KINDS.map((kind) => ({ file: "(extra)", url: row.url, kind, expected: row.get[kind], fresh: false }))),
    ];
    const wrong = await runCells(cells, "GET");
    expect(wrong, "GET answers that differ from e2e/authorization-matrix.ts").toEqual([]);
  });

  test("POST with a valid CSRF token: 405 without an action, refused for those the table refuses, and nothing changes", async () => {
    test.setTimeout(90_000);
    expect(sessions.size, "the GET test opens the sessions").toBe(USER_KINDS.length);
    const cells: Cell[] = Object.entries(ROUTES).flatMap(([file, row]) =>
      USER_KINDS.filter((kind) => row.post[kind] !== "unsent").map((kind) => ({
        file,
        url: row.url,
        kind,
        expected: row.post[kind],
        fresh: row.freshSession === true,
      })),
    );
    const wrong = await runCells(cells, "POST");
    expect(wrong, "POST answers that differ from e2e/authorization-matrix.ts").toEqual([]);
    expect(backendSnapshot(), "no GET and no POST of the matrix changed the backend").toBe(before);
  });

  test("object-level rows: another user's, unit's or organisation's object is refused and not shown", async () => {
    const extra = new Map<string, HttpSession>();
    const sessionFor = async (row: ObjectRow): Promise<HttpSession> => {
      if ("kind" in row.as) {
        const session = sessions.get(row.as.kind);
        if (!session) throw new Error(`no session for ${row.as.kind}`);
        return session;
      }
      const key = `${row.as.site}:${row.as.email}`;
      let session = extra.get(key);
      if (!session) {
        session = await openHttpSessionAs(row.as.email, row.as.email, row.as.site);
        extra.set(key, session);
      }
      return session;
    };
    const wrong: string[] = [];
    try {
      for (const row of OBJECT_ROWS) {
        const session = await sessionFor(row);
        const response = row.method === "GET" ? await session.get(row.url) : await session.post(row.url, row.fields);
        const actual = describeAnswer(response, row.url);
        if (!matches(row.expect, actual)) wrong.push(`${row.name}: ${row.method} ${row.url} expected ${row.expect}, got ${actual}`);
        const body = await response.text();
        const leaked = row.secrets.filter((secret) => body.includes(secret));
        if (leaked.length > 0) wrong.push(`${row.name}: the answer shows ${leaked.join(", ")}`);
      }
    } finally {
      await Promise.all([...extra.values()].map((session) => session.dispose()));
    }
    expect(wrong, "object-level rows of e2e/authorization-matrix.ts").toEqual([]);
    expect(backendSnapshot(), "no object-level request changed the backend").toBe(before);
  });

  // Pack URLs name no user: a draft is the session user's (in proxy mode, the wearer's). So the object check is that
  // another user's draft of the same pack shows in no one else's pages (the backend refuses the draft's own calls to
  // anyone else: backend/tests/packs.test.ts).
  test("another user's pack draft shows to its owner only", async () => {
    const { owner, pack, bundle, selection } = PACK_DRAFT;
    await occAs(owner, "DELETE", `orgUsers/current/packs/${pack}/draft`, { allow: [400, 404] });
    await occAs(owner, "POST", `orgUsers/current/packs/${pack}/bundles/${bundle}/selections`, {
      body: { setId: selection.setId, productCode: selection.product, variantCode: selection.variant, quantity: selection.quantity, valueAdds: [] },
    });
    const urls = [`/packDetailsPage/${pack}/step/1`, `/packDetailsPage/${pack}/review`];
    const ownSession = await openHttpSessionAs(owner, owner, "corporate");
    try {
      // The owner sees the selection (so the check below can fail).
      expect(await (await ownSession.get(urls[1] ?? "")).text()).toContain(selection.variant);
    } finally {
      await ownSession.dispose();
    }
    const shown: string[] = [];
    for (const kind of USER_KINDS) {
      const session = sessions.get(kind);
      if (!session) throw new Error(`no session for ${kind}`);
      for (const url of urls) if ((await (await session.get(url)).text()).includes(selection.variant)) shown.push(`${kind}: ${url}`);
    }
    expect(shown, `${owner}'s draft (${selection.variant}) shown to another user`).toEqual([]);
  });
});
