import { z } from "zod";
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden, unknownIdentifier } from "../http/errors";

/**
 * CMS pages and components per base site (routes/cms.ts; docs/occ-api.md "CMS"), personalised by org-unit country and
 * restricted by user group (a restricted component is served only to members of one of its groups).
 */

const componentFields = z.record(z.unknown());

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

export function cmsStore(db: Db) {
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
  const restrictions = db.prepare<[string], { uid: string; groupUid: string }>(
    "SELECT component_uid AS uid, group_uid AS groupUid FROM cms_component_restrictions WHERE site = ?",
  );
  const userGroups = db.prepare<[string], { groupUid: string }>("SELECT group_uid AS groupUid FROM user_group_members WHERE user_uid = ?");
  const componentsByUid = db.prepare<[string, string], ComponentRow>(
    `SELECT uid, type_code AS typeCode, json FROM cms_components
     WHERE site = ? AND uid IN (SELECT value FROM json_each(?))`,
  );

  /**
   * Turns component rows into components, with the personalised fields for the country of `current` (the signed-in
   * user of a `userId=current` call; null for anonymous calls).
   */
  const componentMaker = (site: BaseSite, current: { userUid: string | null } | null) => {
    let country = DEFAULT_COUNTRY;
    if (current) {
      const user = current.userUid === null ? undefined : findUser.get(current.userUid);
      if (!user || user.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
      country = user.country;
    }
    const overrides = new Map<string, string>();
    // The user's country first, then the default: the first row per component wins.
    for (const row of personalisations.all(site.uid, country, DEFAULT_COUNTRY, country)) {
      if (!overrides.has(row.uid)) overrides.set(row.uid, row.json);
    }
    // User-group restrictions (migration 025): a restricted component only for members of one of its groups.
    const groups = new Set(current?.userUid ? userGroups.all(current.userUid).map((row) => row.groupUid) : []);
    const allowedGroups = new Map<string, string[]>();
    for (const row of restrictions.all(site.uid)) allowedGroups.set(row.uid, [...(allowedGroups.get(row.uid) ?? []), row.groupUid]);
    /** The component as served to this caller, or null when a restriction hides it. */
    return (row: ComponentRow) => {
      const allowed = allowedGroups.get(row.uid);
      if (allowed && !allowed.some((group) => groups.has(group))) return null;
      const override = overrides.get(row.uid);
      return { uid: row.uid, typeCode: row.typeCode, ...fields(row.json), ...(override === undefined ? {} : fields(override)) };
    };
  };
  type ToComponent = ReturnType<typeof componentMaker>;

  return {
    componentMaker,

    /** The page of this type by label or id, with its slots and their components (404 when unknown). */
    page(site: string, pageType: string, labelOrId: string, toComponent: ToComponent) {
      const page = findPage.get(site, pageType, labelOrId, labelOrId);
      if (!page) throw unknownIdentifier(`Page '${labelOrId}' not found`);
      const contentSlot = pageSlots.all(site, page.uid).map((slot) => ({
        ...slot,
        components: { component: slotComponents.all(site, slot.position).flatMap((row) => toComponent(row) ?? []) },
      }));
      return { ...page, contentSlots: { contentSlot } };
    },

    /** The components of these ids, in the order asked for; unknown ids are left out. */
    components(site: string, ids: readonly string[], toComponent: ToComponent) {
      const rows = new Map(componentsByUid.all(site, JSON.stringify(ids)).map((row) => [row.uid, row]));
      return ids.flatMap((uid) => {
        const row = rows.get(uid);
        return (row && toComponent(row)) ?? [];
      });
    },

    /** One component (404 when unknown). */
    component(site: string, uid: string, toComponent: ToComponent) {
      const [row] = componentsByUid.all(site, JSON.stringify([uid]));
      const component = row && toComponent(row);
      if (!component) throw unknownIdentifier(`Component '${uid}' not found`);
      return component;
    },
  };
}
