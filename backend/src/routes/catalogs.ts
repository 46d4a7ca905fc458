import { Hono } from "hono";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";

interface CategoryRow {
  code: string;
  name: string;
  type: "category" | "brand";
}

const url = ({ code, name, type }: CategoryRow) =>
  type === "brand" ? `/Brands/${encodeURIComponent(name)}/c/${encodeURIComponent(code)}` : `/category/${encodeURIComponent(code)}`;

/** `GET /occ/v2/{site}/catalogs/categories`: the categories, then the brands (docs/occ-api.md, "Issue 3 additions"). */
export function catalogsRoutes({ db, config }: AppDeps) {
  /** The reference backend's own navigation list (not a stock SAP call): off with BACKEND_EXTENSIONS=none. */
  const extension = extensionRoute(config);
  const list = db.prepare<[], CategoryRow>(
    `SELECT code, name, type FROM (
       SELECT code, name, 'category' AS type, 0 AS kind, position FROM categories
       UNION ALL SELECT code, name, 'brand', 1, position FROM brands
     ) ORDER BY kind, position`,
  );
  const app = new Hono<OccEnv>();
  app.get("/:site/catalogs/categories", extension, (c) =>
    c.json({ categories: list.all().map((row) => ({ ...row, url: url(row) })) }, 200, { "Cache-Control": "public, max-age=300" }),
  );
  return app;
}
