import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { intParam, parseInput } from "../http/validation";

const NO_STORE = { "Cache-Control": "private, no-store" };
const query = z.object({
  search: z.string().max(100, "search is at most 100 characters").optional().transform((value) => value ?? ""),
  currentPage: intParam(0, 1000, 0),
  pageSize: intParam(1, 100, 40),
});

/**
 * The manage-organisation tiles (issue 26, H4; spec part 2 §7, §9; docs/occ-api.md "Organisation administration"):
 * `GET orgUsers/{u}/manage-organisation?search=&pageSize=40&currentPage=0` → {tiles [{id, name, url, count}],
 * pagination}. This customer's extension (404 with BACKEND_EXTENSIONS=none). Counts: stores/org-tiles.ts.
 */
export function orgTilesRoutes(deps: AppDeps) {
  const { orgAdmins, orgTiles } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  app.get("/:site/orgUsers/:userId/manage-organisation", extensionRoute(deps.config), auth, (c) => {
    const site = c.get("site");
    const admin = orgAdmins.admin(c.get("auth")?.userUid, c.req.param("userId"), site);
    return c.json(orgTiles.tiles(admin, site.siteType, parseInput(query, c.req.query())), 200, NO_STORE);
  });

  return app;
}
