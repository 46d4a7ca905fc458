import { getOcc } from "~/lib/auth.server";
import { isUnknownResource } from "~/lib/occ/errors";
import { getOrganisationTiles, TILES_PAGE_SIZE, type Tiles } from "~/lib/occ/org-tiles.server";
import { requireOrgAdmin, throwOrgBackendError } from "~/lib/organisation/access.server";
import { orgWords } from "~/lib/organisation/messages";
import { readPageParam } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";

/**
 * /organisation (issue 26, H4; docs/organisation.md "Overview"): the manage-organisation tiles with their counts
 * (`GET orgUsers/current/manage-organisation?search=&pageSize=40&currentPage=0`) and a search GET form. A tile links
 * to its pages only when they exist (`TILE_PAGES`: issues 27 and 28 add theirs); the others show their count alone.
 * A stock backend without the extension (404 UnknownResourceError): the linked tiles without counts.
 */

/** The tiles whose pages exist in this storefront, and where. */
export const TILE_PAGES: Readonly<Record<string, string>> = {
  units: "/organisation/units",
  users: "/organisation/users",
  userGroups: "/organisation/user-groups",
  costCentres: "/organisation/cost-centres",
  budgets: "/organisation/budgets",
  purchaseLimits: "/organisation/purchase-limits",
  // Issue 28: the finance area.
  finances: "/organisation/finance",
};

export interface TileView {
  id: string;
  name: string;
  count: number | null;
  href: string | null;
}

const SEARCH_MAX = 100;

export async function loadOverview(request: Request, context: RequestContext) {
  const admin = await requireOrgAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const search = (params.get("search") ?? "").trim().slice(0, SEARCH_MAX);
  const page = readPageParam(params.get("page"));
  const words = orgWords(admin.siteType);
  const nameOf = (id: string, fallback: string) => (id === "units" ? words.units : (m.TILE_NAMES[id] ?? fallback));
  const occ = await getOcc(request, context);
  let tiles: Tiles | null = null;
  try {
    tiles = await getOrganisationTiles({ occ }, { search, currentPage: page });
  } catch (error) {
    if (!isUnknownResource(error)) throwOrgBackendError(error);
  }
  const views: TileView[] = tiles
    ? tiles.tiles.map((tile) => ({ id: tile.id, name: nameOf(tile.id, tile.name), count: tile.count, href: TILE_PAGES[tile.id] ?? null }))
    : Object.entries(TILE_PAGES)
        .map(([id, href]) => ({ id, name: nameOf(id, id), count: null, href }))
        .filter((tile) => tile.name.toLowerCase().includes(search.toLowerCase()));
  return {
    search,
    tiles: views,
    pagination: tiles?.pagination ?? { currentPage: 0, pageSize: TILES_PAGE_SIZE, totalPages: 1, totalResults: views.length },
  };
}
