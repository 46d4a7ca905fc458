import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { OrgPaginationSchema } from "./org-common.server";

/**
 * The manage-organisation tiles (issue 26, H4; spec part 2 §7 "GET manage-organisation tiles
 * route?search=&pageSize=40&currentPage=0", §9 page size 40; docs/occ-api.md "Organisation administration"). This
 * customer's extension: a stock SAP answers 404 UnknownResourceError (the overview then shows the tiles without counts).
 */

/** Spec part 2 §9: manage organisation tiles page size 40. */
export const TILES_PAGE_SIZE = 40;

export const TileSchema = z.object({ id: z.string(), name: z.string(), url: z.string().optional(), count: z.number().int().nonnegative() });
export type Tile = z.infer<typeof TileSchema>;
const TilesSchema = z.object({ tiles: z.array(TileSchema), pagination: OrgPaginationSchema });
export type Tiles = z.infer<typeof TilesSchema>;

/** `GET orgUsers/{u}/manage-organisation?search=&pageSize=40&currentPage=0`. */
export function getOrganisationTiles({ occ }: OccCaller, query: { search: string; currentPage: number }): Promise<Tiles> {
  return occ.request({
    path: "orgUsers/current/manage-organisation",
    query: { search: query.search, pageSize: TILES_PAGE_SIZE, currentPage: query.currentPage },
    schema: TilesSchema,
  });
}
