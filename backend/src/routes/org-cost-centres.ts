import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { intParam, jsonBody, optional, parseInput } from "../http/validation";
import { COST_CENTRE_CODE } from "../stores/org-cost-centres";

const NO_STORE = { "Cache-Control": "private, no-store" };
const userParam = z.object({ userId: z.string().min(1).max(320) });
const codeParam = z.object({ costCenterCode: z.string().min(1).max(64) });
const unitUid = z.string().trim().min(1).max(64);
/** `b2bUnits`: one or more unit uids, comma-separated (or the parameter repeated). */
const unitList = optional(z.string().max(2000)).transform((value) =>
  (value ?? "")
    .split(",")
    .map((uid) => uid.trim())
    .filter((uid) => uid !== "")
    .slice(0, 50),
);
const search = optional(z.string().trim().max(100));
const sort = optional(z.enum(["byName", "byCode", "byUnitName"])).transform((value) => value ?? "byName");
const pageQuery = { currentPage: intParam(0, 100_000, 0), pageSize: intParam(1, 100, 50), sort };
const listQuery = z.object({ ...pageQuery, search, b2bUnits: unitList });
const searchQuery = z.object({ search, b2bUnits: unitList });
const availQuery = z.object({ searchKey: search, businessUnitWwgUid: unitUid });
const linkedQuery = z.object({ costCenterID: z.string().trim().min(1).max(64), businessUnitID: unitUid });
const name = z.string().trim().min(1, "name is required").max(255, "name is at most 255 characters");
const currency = z.object({ isocode: z.string().trim().regex(/^[A-Za-z]{3}$/, "currency.isocode is a three-letter ISO code") });
const unitRef = z.object({ uid: z.string().trim().min(1, "unit.uid is required").max(64) });
const createBody = z.object({
  code: z.string().trim().regex(COST_CENTRE_CODE, "code: 1–64 letters, digits, '.', '_' or '-', starting with a letter or digit"),
  name,
  currency: currency.optional(),
  unit: unitRef,
});
const updateBody = z.object({
  code: z.string().trim().optional(),
  name: name.optional(),
  currency: currency.optional(),
  unit: unitRef.optional(),
  activeFlag: z.boolean().optional(),
  /** Spartacus' model: `active` as a boolean is read as `activeFlag`. */
  active: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
});
const removeBody = z.object({ code: z.string().trim().min(1, "code is required").max(64), businessUnit: optional(unitUid) });

/**
 * Organisation cost centres (issue 27, helper A; docs/occ-api.md "Organisation administration", docs/organisation.md
 * "Cost centres"; rules in stores/org-cost-centres.ts).
 * Stock SAP Commerce 2211 B2B (Spartacus' organisation config; both backend flavours; the admin is the token's user):
 * - `GET currencies` → {currencies} (signed in: an admin's organisation's currencies, anybody else's site's);
 * - `GET costcentersall?currentPage&pageSize&sort` → B2BCostCenterList {costCenters, pagination, sorts};
 * - `POST costcenters` {code, name, currency?, unit} (optional `Idempotency-Key`) → 201 the cost centre;
 * - `GET costcenters/{code}` → the cost centre with `assignedBudgets`, `users` (ours) and `lastChange` (ours);
 * - `PATCH costcenters/{code}` {name?, currency?, unit?, activeFlag?} → the cost centre.
 * (`GET costcenters`, the buyer's, is routes/checkout.ts.) This customer's extensions (spec part 2 §7; 404 with
 * BACKEND_EXTENSIONS=none), under `orgUsers/{userId}/` (`current` or the admin's uid):
 * - `GET wwg-cost-centers?search&pageSize&currentPage&b2bUnits` → {costCenters, pagination, sorts};
 * - `DELETE wwg-cost-centers/remove-cost-centre` with a JSON body {code, businessUnit?} → 200, empty body;
 * - `GET costcenter?search&b2bUnits` → {costCenters} (active, at most 20: a picker's);
 * - `GET wwg-cost-centers/getAllAvailCostCenters?searchKey&businessUnitWwgUid` → {costCenters};
 * - `GET wwg-cost-centers/linkedCostCenter?costCenterID&businessUnitID` → {linked, costCenter?}.
 */
export function orgCostCentresRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { orgAdmins, orgCostCentres: costCentres } = deps.stores;
  const app = new Hono<OccEnv>();
  const extension = extensionRoute(config);
  const auth = bearerAuth(deps, { required: true });
  const optionalAuth = bearerAuth(deps, { required: false });
  const ours = "/:site/orgUsers/:userId";
  const stockAdmin = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, "current", c.get("site"));
  const adminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, parseInput(userParam, c.req.param()).userId, c.get("site"));

  // --- stock ---
  // SAP's `GET currencies` (Spartacus' currency select; the cost-centre and budget forms' choices): an admin's
  // organisation's currencies, else (anonymous or not an admin) the site's.
  app.get("/:site/currencies", optionalAuth, (c) => {
    let admin = null;
    try {
      admin = stockAdmin(c);
    } catch {
      admin = null;
    }
    return c.json(costCentres.currencies(admin, c.get("site").uid), 200, NO_STORE);
  });

  app.get("/:site/costcentersall", auth, (c) => {
    const admin = stockAdmin(c);
    const query = parseInput(z.object(pageQuery), c.req.query());
    return c.json(costCentres.list(admin, { ...query, units: [] }), 200, NO_STORE);
  });

  app.post("/:site/costcenters", auth, async (c) => {
    const admin = stockAdmin(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(createBody, await jsonBody(c));
    const { costCenter, created } = db.transaction(() => costCentres.create(admin, body, key)).immediate();
    return c.json(costCenter, created ? 201 : 200, NO_STORE);
  });

  app.get("/:site/costcenters/:costCenterCode", auth, (c) => {
    const admin = stockAdmin(c);
    const { costCenterCode } = parseInput(codeParam, c.req.param());
    return c.json(costCentres.get(admin, costCenterCode), 200, NO_STORE);
  });

  app.patch("/:site/costcenters/:costCenterCode", auth, async (c) => {
    const admin = stockAdmin(c);
    const { costCenterCode } = parseInput(codeParam, c.req.param());
    const { active, activeFlag, ...body } = parseInput(updateBody, await jsonBody(c));
    const flag = activeFlag ?? (active === undefined ? undefined : active === true || active === "true");
    return c.json(db.transaction(() => costCentres.update(admin, costCenterCode, { ...body, activeFlag: flag })).immediate(), 200, NO_STORE);
  });

  // --- this customer's extensions ---
  app.get(`${ours}/wwg-cost-centers`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { b2bUnits, ...query } = parseInput(listQuery, c.req.query());
    return c.json(costCentres.list(admin, { ...query, units: b2bUnits }), 200, NO_STORE);
  });

  app.delete(`${ours}/wwg-cost-centers/remove-cost-centre`, extension, auth, async (c) => {
    const admin = adminOf(c);
    const { code, businessUnit } = parseInput(removeBody, await jsonBody(c));
    db.transaction(() => costCentres.remove(admin, code, businessUnit)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.get(`${ours}/costcenter`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { search: text, b2bUnits } = parseInput(searchQuery, c.req.query());
    return c.json(costCentres.search(admin, { search: text, units: b2bUnits }), 200, NO_STORE);
  });

  app.get(`${ours}/wwg-cost-centers/getAllAvailCostCenters`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { searchKey, businessUnitWwgUid } = parseInput(availQuery, c.req.query());
    return c.json(costCentres.availableFor(admin, businessUnitWwgUid, searchKey), 200, NO_STORE);
  });

  app.get(`${ours}/wwg-cost-centers/linkedCostCenter`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { costCenterID, businessUnitID } = parseInput(linkedQuery, c.req.query());
    return c.json(costCentres.linked(admin, costCenterID, businessUnitID), 200, NO_STORE);
  });

  return app;
}
