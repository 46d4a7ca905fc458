import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AppDeps, type OccEnv } from "../http/env";
import { authenticateHeader, currentUserOf } from "../http/auth";
import { forbidden, unknownIdentifier } from "../http/errors";
import { intParam, pagination, parseInput } from "../http/validation";

const componentFields = z.record(z.unknown());

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

/** Personalised content is for the user's org-unit country; anonymous callers (and other countries) get AU's. */
const DEFAULT_COUNTRY = "AU";

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

const fields = (json: string) => componentFields.parse(JSON.parse(json));

/**
 * CMS pages and components per base site (docs/occ-api.md, "CMS"). No token is needed; tokens are ignored
 * unless `userId=current` asks for content personalised by the user's org-unit country.
 */
export function cmsRoutes(deps: AppDeps) {
  const { db } = deps;
  const findUser = db.prepare<[string], { site: string; country: string }>(
    "SELECT o.site, o.country FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?",
  );
  const personalisations = db.prepare<[string, string, string, string], { uid: string; json: string }>(
    `SELECT component_uid AS uid, json FROM cms_component_personalisations
     WHERE site = ? AND country IN (?, ?) ORDER BY country = ? DESC`,
  );
  const findPage = db.prepare<[string, string, string, string], PageRow>(
    `SELECT uid, name, title, template, page_type AS typeCode, label FROM cms_pages
     WHERE site = ? AND page_type = ? AND (uid = ? OR label = ?)`,
  );
  const pageSlots = db.prepare<[string, string], SlotRow>(
    // `position` in the response is the slot name; order by the table's position column (page order).
    "SELECT slot_id AS slotId, slot AS position, name FROM cms_page_slots s WHERE site = ? AND page_uid = ? ORDER BY s.position",
  );
  const slotComponents = db.prepare<[string, string], ComponentRow>(
    "SELECT uid, type_code AS typeCode, json FROM cms_components WHERE site = ? AND slot = ? ORDER BY position",
  );
  const componentsByUid = db.prepare<[string, string], ComponentRow>(
    `SELECT uid, type_code AS typeCode, json FROM cms_components
     WHERE site = ? AND uid IN (SELECT value FROM json_each(?))`,
  );

  /** Turns component rows into components, with the personalised fields for the caller's country. */
  const componentMaker = (c: Context<OccEnv>, userId: "current" | "anonymous" | undefined) => {
    const site = c.get("site");
    let country = DEFAULT_COUNTRY;
    if (userId === "current") {
      const userUid = currentUserOf(authenticateHeader(deps, c.req.header("Authorization"), { required: true }), userId);
      const user = userUid === null ? undefined : findUser.get(userUid);
      if (!user || user.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
      country = user.country;
    }
    const overrides = new Map<string, string>();
    // The user's country first, then the default: the first row per component wins.
    for (const row of personalisations.all(site.uid, country, DEFAULT_COUNTRY, country)) {
      if (!overrides.has(row.uid)) overrides.set(row.uid, row.json);
    }
    return (row: ComponentRow) => {
      const override = overrides.get(row.uid);
      return { uid: row.uid, typeCode: row.typeCode, ...fields(row.json), ...(override === undefined ? {} : fields(override)) };
    };
  };
  const personalisedHeaders = (userId: string | undefined): Record<string, string> =>
    userId === "current" ? { "Cache-Control": "private, no-cache", Vary: "Authorization" } : {};

  const app = new Hono<OccEnv>();

  app.get("/:site/cms/pages", (c) => {
    const query = parseInput(pageQuerySchema, c.req.query());
    const toComponent = componentMaker(c, query.userId);
    const site = c.get("site").uid;
    const labelOrId = query.pageLabelOrId ?? "homepage";
    const page = findPage.get(site, query.pageType ?? "ContentPage", labelOrId, labelOrId);
    if (!page) throw unknownIdentifier(`Page '${labelOrId}' not found`);
    const contentSlot = pageSlots.all(site, page.uid).map((slot) => ({
      ...slot,
      components: { component: slotComponents.all(site, slot.position).map(toComponent) },
    }));
    return c.json({ ...page, contentSlots: { contentSlot } }, 200, personalisedHeaders(query.userId));
  });

  app.get("/:site/cms/components", (c) => {
    const query = parseInput(componentsQuerySchema, c.req.query());
    const toComponent = componentMaker(c, query.userId);
    const rows = new Map(componentsByUid.all(c.get("site").uid, JSON.stringify(query.componentIds)).map((row) => [row.uid, row]));
    // In the order asked for; unknown ids are left out.
    const found = query.componentIds.flatMap((uid) => {
      const row = rows.get(uid);
      return row ? [toComponent(row)] : [];
    });
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
    const [row] = componentsByUid.all(c.get("site").uid, JSON.stringify([uid]));
    if (!row) throw unknownIdentifier(`Component '${uid}' not found`);
    return c.json(toComponent(row), 200, personalisedHeaders(userId));
  });

  return app;
}
