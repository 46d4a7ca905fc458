import { createMiddleware } from "hono/factory";
import { type AppDeps, type BaseSite, type OccEnv } from "./env";
import { unknownResource } from "./errors";

/** Resolves `{site}` of `/occ/v2/{site}/...`; an unknown base site is a 404. */
export function requireSite({ db }: AppDeps) {
  const findSite = db.prepare<[string], BaseSite>(
    "SELECT uid, name, site_type AS siteType, default_currency AS defaultCurrency FROM base_sites WHERE uid = ?",
  );
  return createMiddleware<OccEnv>(async (c, next) => {
    const uid = c.req.param("site") ?? "";
    const site = findSite.get(uid);
    if (!site) throw unknownResource(`Base site '${uid.slice(0, 100)}' not found`);
    c.set("site", site);
    await next();
  });
}
