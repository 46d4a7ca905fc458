import { Hono } from "hono";
import { z } from "zod";
import { ORDER_OUTCOMES } from "../stores/orders";
import { type AppDeps } from "../http/env";
import { unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";

const paramsSchema = z.object({ uid: z.string().trim().toLowerCase().min(1).max(320) });
const flagsSchema = z
  .object({
    isFirstLogin: z.boolean().optional(),
    showCdcRegistrationPage: z.boolean().optional(),
    /** Issue 5: the user's place-order failure switch (docs/checkout.md "Orders"); null clears it. */
    orderOutcome: z.enum(ORDER_OUTCOMES).nullable().optional(),
  })
  .strict();

/**
 * `POST /dev/users/{uid}/flags` `{"isFirstLogin"?, "showCdcRegistrationPage"?, "orderOutcome"?}` — development and
 * e2e only (mounted with the dev outbox when BACKEND_DEV_OUTBOX=1): puts a demo account's session
 * flags back, so the onboarding and identity-provider registration flows can be run again; `orderOutcome`
 * ("serviceUnavailable" | "allocationError" | null) makes the user's orders fail that way (or clears it).
 */
export function devUsersRoutes({ db }: AppDeps) {
  const setFirstLogin = db.prepare<[number, string]>("UPDATE users SET is_first_login = ? WHERE uid = ?");
  const setCdc = db.prepare<[number, string]>("UPDATE users SET show_cdc_registration_page = ? WHERE uid = ?");
  const setOutcome = db.prepare<[string, string]>(
    "INSERT INTO order_outcome_flags (user_uid, outcome) VALUES (?, ?) ON CONFLICT (user_uid) DO UPDATE SET outcome = excluded.outcome",
  );
  const clearOutcome = db.prepare<[string]>("DELETE FROM order_outcome_flags WHERE user_uid = ?");
  const exists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  const app = new Hono();
  app.post("/users/:uid/flags", async (c) => {
    const { uid } = parseInput(paramsSchema, c.req.param());
    const flags = parseInput(flagsSchema, await c.req.json().catch(() => ({})));
    if (!exists.get(uid)) throw unknownIdentifier(`User '${uid.slice(0, 100)}' not found`);
    db.transaction(() => {
      if (flags.isFirstLogin !== undefined) setFirstLogin.run(flags.isFirstLogin ? 1 : 0, uid);
      if (flags.showCdcRegistrationPage !== undefined) setCdc.run(flags.showCdcRegistrationPage ? 1 : 0, uid);
      if (flags.orderOutcome === null) clearOutcome.run(uid);
      else if (flags.orderOutcome !== undefined) setOutcome.run(uid, flags.orderOutcome);
    })();
    return c.json({ uid, ...flags }, 200, { "Cache-Control": "no-store" });
  });
  return app;
}
