import { Hono } from "hono";
import { z } from "zod";
import { type AppDeps, type OccEnv } from "../http/env";
import { unknownIdentifier } from "../http/errors";
import { intParam, pagination, parseInput } from "../http/validation";

const componentFields = z.record(z.unknown());

const pageQuerySchema = z.object({
  pageType: z.enum(["ContentPage", "ProductPage", "CategoryPage", "CatalogPage"]).optional(),
  pageLabelOrId: z.string().min(1).max(200).optional(),
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
});

const componentParamsSchema = z.object({ uid: z.string().min(1).max(200) });

interface ComponentRow {
  uid: string;
  typeCode: string;
  json: string;
}

interface PageRow {
  uid: string;
  name: string;
  title: string;
  template: string;
  typeCode: string;
  label: string;
}

interface SlotRow {
  slotId: string;
  position: string;
  name: string;
}

const toComponent = (row: ComponentRow) => ({ uid: row.uid, typeCode: row.typeCode, ...componentFields.parse(JSON.parse(row.json)) });

/** CMS pages and components per base site (docs/occ-api.md, "CMS"). No token is needed. */
export function cmsRoutes({ db }: AppDeps) {
  const findPage = db.prepare<[string, string, string, string], PageRow>(
    `SELECT uid, name, title, template, page_type AS typeCode, label FROM cms_pages
     WHERE site = ? AND page_type = ? AND (uid = ? OR label = ?)`,
  );
  const pageSlots = db.prepare<[string, string], SlotRow>(
    "SELECT slot_id AS slotId, slot AS position, name FROM cms_page_slots WHERE site = ? AND page_uid = ? ORDER BY position",
  );
  const slotComponents = db.prepare<[string, string], ComponentRow>(
    "SELECT uid, type_code AS typeCode, json FROM cms_components WHERE site = ? AND slot = ? ORDER BY position",
  );
  const componentsByUid = db.prepare<[string, string], ComponentRow>(
    `SELECT uid, type_code AS typeCode, json FROM cms_components
     WHERE site = ? AND uid IN (SELECT value FROM json_each(?))`,
  );

  const app = new Hono<OccEnv>();

  app.get("/:site/cms/pages", (c) => {
    const query = parseInput(pageQuerySchema, c.req.query());
    const site = c.get("site").uid;
    const labelOrId = query.pageLabelOrId ?? "homepage";
    const page = findPage.get(site, query.pageType ?? "ContentPage", labelOrId, labelOrId);
    if (!page) throw unknownIdentifier(`Page '${labelOrId}' not found`);
    return c.json({
      ...page,
      contentSlots: {
        contentSlot: pageSlots.all(site, page.uid).map((slot) => ({
          ...slot,
          components: { component: slotComponents.all(site, slot.position).map(toComponent) },
        })),
      },
    });
  });

  app.get("/:site/cms/components", (c) => {
    const query = parseInput(componentsQuerySchema, c.req.query());
    const rows = new Map(componentsByUid.all(c.get("site").uid, JSON.stringify(query.componentIds)).map((row) => [row.uid, row]));
    // In the order asked for; unknown ids are left out.
    const found = query.componentIds.flatMap((uid) => {
      const row = rows.get(uid);
      return row ? [toComponent(row)] : [];
    });
    const start = query.currentPage * query.pageSize;
    return c.json({
      component: found.slice(start, start + query.pageSize),
      pagination: pagination(found.length, query.currentPage, query.pageSize),
    });
  });

  app.get("/:site/cms/components/:uid", (c) => {
    const { uid } = parseInput(componentParamsSchema, c.req.param());
    const [row] = componentsByUid.all(c.get("site").uid, JSON.stringify([uid]));
    if (!row) throw unknownIdentifier(`Component '${uid}' not found`);
    return c.json(toComponent(row));
  });

  return app;
}
