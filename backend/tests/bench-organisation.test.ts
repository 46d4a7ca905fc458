import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_ORG_ADMIN, BENCH_ORG_ROOT, benchUnits, generateOrganisation } from "../src/bench-organisation";
import { orgAdmins } from "../src/stores/org-admin";
import { type BaseSite } from "../src/http/env";
import { createTestBackend, login, type TestBackend } from "./helpers";

const CORPORATE: BaseSite = { uid: "corporate", name: "Corporate", siteType: "corporate", defaultCurrency: "AUD" };

/** Issue 26 (H5): the bench-only organisation (`npm run bench`): 200 units in a tree, 500 users, its own admin. */
describe("bench organisation", () => {
  let backend: TestBackend;
  beforeAll(() => {
    backend = createTestBackend();
  });
  afterAll(() => backend.close());

  it("is a tree of the asked number of units, four levels, parents first", () => {
    const units = benchUnits(200);
    expect(units).toHaveLength(200);
    expect(new Set(units.map((u) => u.uid)).size).toBe(200);
    const seen = new Set<string>();
    for (const unit of units) {
      if (unit.parent !== null) expect(seen.has(unit.parent)).toBe(true);
      seen.add(unit.uid);
    }
    expect(units.filter((u) => u.parent === null)).toEqual([expect.objectContaining({ uid: BENCH_ORG_ROOT })]);
    expect(units.filter((u) => u.parent === BENCH_ORG_ROOT)).toHaveLength(10);
  });

  it("adds 200 units and 500 users once; its admin administers exactly that tree and signs in", async () => {
    expect(generateOrganisation(backend.db, { units: 200, users: 500 })).toEqual({ units: 200, users: 500 });
    expect(generateOrganisation(backend.db, { units: 200, users: 500 })).toEqual({ units: 0, users: 0 });
    const count = (sql: string) => (backend.db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT count(*) AS n FROM users WHERE uid LIKE '%@bench.example' AND pk IS NOT NULL")).toBe(500);
    expect(count("SELECT count(*) AS n FROM users WHERE uid LIKE '%@bench.example' AND disabled = 1")).toBe(25);
    expect(count("SELECT count(DISTINCT employee_code) AS n FROM users WHERE uid LIKE '%@bench.example'")).toBe(500);

    const admin = orgAdmins(backend.db, () => backend.clock.now).admin(BENCH_ORG_ADMIN, "current", CORPORATE);
    expect(admin.root).toBe(BENCH_ORG_ROOT);
    expect(admin.tree).toHaveLength(200);
    expect(admin.tree.every((uid) => uid.startsWith("bench-"))).toBe(true);
    // The demo admins never see it (another root).
    const acme = orgAdmins(backend.db, () => backend.clock.now).admin("admin@acme.example", "current", CORPORATE);
    expect(acme.tree.some((uid) => uid.startsWith("bench-"))).toBe(false);

    expect((await login(backend, BENCH_ORG_ADMIN)).access_token).toBeTruthy();
  });
});
