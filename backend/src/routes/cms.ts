import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AppDeps, type OccEnv } from "../http/env";
import { authenticateHeader, currentUserOf } from "../http/auth";
import { intParam, pagination, parseInput } from "../http/validation";

const userIdSchema = z.enum(["current", "anonymous"]).optional();

const pageQuerySchema = z.object({
  pageType: z.enum(["ContentPage", "ProductPage", "CategoryPage", "CatalogPage"]).optional(),
  pageLabelOrId: z.string().min(1).max(200).optional(),
  userId: userIdSchema,
});

const MAX_COMPONENT_IDS = 100;
const componentsQuerySchema = z.object({
  componentIds: z
    .string()
    .max(10_000)
    .transform((ids) => [...new Set(ids.split(",").map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(200)).min(1, "At least one component id is required").max(MAX_COMPONENT_IDS)),
  currentPage: intParam(0, 100_000, 0),
  pageSize: intParam(1, 100, 10),
  userId: userIdSchema,
});

const componentParamsSchema = z.object({ uid: z.string().min(1).max(200) });
const componentQuerySchema = z.object({ userId: userIdSchema });

/**
 * CMS pages and components per base site (docs/occ-api.md, "CMS"). No token is needed; tokens are ignored
 * unless `userId=current` asks for content personalised by the user's org-unit country. SQL: stores/cms.ts.
 */
export function cmsRoutes(deps: AppDeps) {
  const store = deps.stores.cms;

  /** The component maker for `userId`: `current` personalises for the signed-in user (401 without a token, 403 for a client token). */
  const componentMaker = (c: Context<OccEnv>, userId: "current" | "anonymous" | undefined) =>
    store.componentMaker(
      c.get("site"),
      userId === "current" ? { userUid: currentUserOf(authenticateHeader(deps, c.req.header("Authorization"), { required: true }), userId) } : null,
    );
  const personalisedHeaders = (userId: string | undefined): Record<string, string> =>
    userId === "current" ? { "Cache-Control": "private, no-cache", Vary: "Authorization" } : {};

  const app = new Hono<OccEnv>();

  app.get("/:site/cms/pages", (c) => {
    const query = parseInput(pageQuerySchema, c.req.query());
    const toComponent = componentMaker(c, query.userId);
    const labelOrId = query.pageLabelOrId ?? "homepage";
    const page = store.page(c.get("site").uid, query.pageType ?? "ContentPage", labelOrId, toComponent);
    return c.json(page, 200, personalisedHeaders(query.userId));
  });

  app.get("/:site/cms/components", (c) => {
    const query = parseInput(componentsQuerySchema, c.req.query());
    const toComponent = componentMaker(c, query.userId);
    const found = store.components(c.get("site").uid, query.componentIds, toComponent);
    const start = query.currentPage * query.pageSize;
    return c.json(
      { component: found.slice(start, start + query.pageSize), pagination: pagination(found.length, query.currentPage, query.pageSize) },
      200,
      personalisedHeaders(query.userId),
    );
  });

  app.get("/:site/cms/components/:uid", (c) => {
    const { uid } = parseInput(componentParamsSchema, c.req.param());
    const { userId } = parseInput(componentQuerySchema, c.req.query());
    const toComponent = componentMaker(c, userId);
    return c.json(store.component(c.get("site").uid, uid, toComponent), 200, personalisedHeaders(userId));
  });

  return app;
}
