import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";
import { hashSecret } from "../passwords";
import { DEMO_PASSWORD } from "../seed-data/orgs";

const paramsSchema = z.object({ uid: z.string().min(1).max(64) });
const bodySchema = z.object({ group: z.enum(["customergroup", "b2bcustomergroup", "b2bapprovergroup"]).optional().default("b2bcustomergroup") }).strict();

/**
 * `POST /dev/org-units/{uid}/fill` `{"group"?}` — development and e2e only (issue 26, H1; mounted with the dev outbox):
 * gives a unit (one an e2e test created through the OCC API) what the cascade disables and the API cannot create yet
 * (budgets and cost centres arrive with issue 27): a fresh user (the demo password) with the role group, a budget and a
 * cost centre. Answers `{user: {uid, pk}, budget, costCentre}`.
 */
export function devOrgUnitsRoutes({ db, now }: AppDeps) {
  const unit = db.prepare<[string], { uid: string; currency: string }>("SELECT uid, currency FROM org_units WHERE uid = ?");
  const insertUser = db.prepare<[string, string, string, string, string]>(
    "INSERT INTO users (uid, org_unit, first_name, last_name, password_hash, price_enabled) VALUES (?, ?, ?, ?, ?, 1)",
  );
  const insertMember = db.prepare<[string, string]>("INSERT INTO user_group_members (user_uid, group_uid, position) VALUES (?, ?, 0)");
  const pkOf = db.prepare<[string], { pk: number }>("SELECT pk FROM users WHERE uid = ?");
  const insertBudget = db.prepare<[string, string, string, string]>(
    "INSERT INTO budgets (code, name, amount_cents, currency, start_date, end_date, unit_uid, active) VALUES (?, ?, 100000, ?, '2026-07-01', '2027-06-30', ?, 1)",
  );
  const insertCostCentre = db.prepare<[string, string, string, string]>(
    "INSERT INTO cost_centres (code, name, unit_uid, currency, active) VALUES (?, ?, ?, ?, 1)",
  );
  let hash: string | undefined;
  const app = new Hono();
  app.post("/org-units/:uid/fill", async (c) => {
    const { uid } = parseInput(paramsSchema, c.req.param());
    const { group } = parseInput(bodySchema, await c.req.json().catch(() => ({})));
    const found = unit.get(uid);
    if (!found) throw unknownIdentifier(`Unit '${uid.slice(0, 64)}' not found`);
    hash ??= hashSecret(DEMO_PASSWORD);
    const tag = `${now().toString(36)}${randomBytes(3).toString("hex")}`;
    const answer = db.transaction(() => {
      const userUid = `unit-user-${tag}@acme.example`;
      insertUser.run(userUid, uid, "Unit", `User ${tag}`, hash!);
      insertMember.run(userUid, group);
      const budget = `BUD-${tag}`.toUpperCase();
      insertBudget.run(budget, `Budget ${tag}`, found.currency, uid);
      const costCentre = `CC-${tag}`.toUpperCase();
      insertCostCentre.run(costCentre, `Cost centre ${tag}`, uid, found.currency);
      return { user: { uid: userUid, pk: String(pkOf.get(userUid)?.pk ?? ""), name: `Unit User ${tag}` }, budget, costCentre };
    }).immediate();
    return c.json(answer, 201, { "Cache-Control": "no-store" });
  });
  return app;
}
