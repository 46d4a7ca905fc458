import { Hono } from "hono";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";

const paramsSchema = z.object({ uid: z.string().trim().toLowerCase().min(1).max(320) });
const flagsSchema = z
  .object({ isFirstLogin: z.boolean().optional(), showCdcRegistrationPage: z.boolean().optional() })
  .strict();

/**
 * `POST /dev/users/{uid}/flags` `{"isFirstLogin"?, "showCdcRegistrationPage"?}` — development and
 * e2e only (mounted with the dev outbox when BACKEND_DEV_OUTBOX=1): puts a demo account's session
 * flags back, so the onboarding and identity-provider registration flows can be run again.
 */
export function devUsersRoutes({ db }: AppDeps) {
  const setFirstLogin = db.prepare<[number, string]>("UPDATE users SET is_first_login = ? WHERE uid = ?");
  const setCdc = db.prepare<[number, string]>("UPDATE users SET show_cdc_registration_page = ? WHERE uid = ?");
  const exists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  const app = new Hono();
  app.post("/users/:uid/flags", async (c) => {
    const { uid } = parseInput(paramsSchema, c.req.param());
    const flags = parseInput(flagsSchema, await c.req.json().catch(() => ({})));
    if (!exists.get(uid)) throw unknownIdentifier(`User '${uid.slice(0, 100)}' not found`);
    db.transaction(() => {
      if (flags.isFirstLogin !== undefined) setFirstLogin.run(flags.isFirstLogin ? 1 : 0, uid);
      if (flags.showCdcRegistrationPage !== undefined) setCdc.run(flags.showCdcRegistrationPage ? 1 : 0, uid);
    })();
    return c.json({ uid, ...flags }, 200, { "Cache-Control": "no-store" });
  });
  return app;
}
