/**
 * The manage-organisation tiles (issue 26, H4; spec part 2 §7 "GET manage-organisation tiles
 * route?search=&pageSize=40&currentPage=0", §9 "Manage organisation tiles page size 40"; docs/organisation.md
 * "Overview"): one tile per administration area with the number of its objects in the admin's scope (their unit and
 * every unit below it). `search` narrows the tiles by name (case-insensitive). Units are 'Stores' on the wholesale
 * site. `url` is the storefront path the tile stands for (a hint: the storefront links only to pages it has).
 */
import { type Db } from "../db";
import { type OrgAdmin } from "./org-admin";

export interface TileJson {
  id: string;
  name: string;
  url: string;
  count: number;
}

const IN_TREE = "IN (SELECT value FROM json_each(?))";

export function orgTiles(db: Db) {
  const counts = {
    units: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM org_units WHERE uid ${IN_TREE}`),
    users: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM users WHERE org_unit ${IN_TREE} AND is_guest = 0 AND deleted_at IS NULL`),
    userGroups: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM user_groups WHERE unit_uid ${IN_TREE}`),
    costCentres: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM cost_centres WHERE unit_uid ${IN_TREE}`),
    budgets: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM budgets WHERE unit_uid ${IN_TREE}`),
    purchaseLimits: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM purchase_limits WHERE unit ${IN_TREE}`),
    purchaseOrders: db.prepare<[string], { n: number }>(`SELECT count(DISTINCT po_id) AS n FROM purchase_order_units WHERE unit_uid ${IN_TREE}`),
    // Issue 28: the open invoices (amount due > 0) of the scope.
    finances: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM finance_documents WHERE kind = 'INVOICE' AND open_cents > 0 AND unit_uid ${IN_TREE}`),
  } as const;

  return {
    /** The tiles matching `search`, one page of them, in the spec's order. */
    tiles(admin: OrgAdmin, siteType: "corporate" | "wholesale", query: { search: string; currentPage: number; pageSize: number }) {
      const all: TileJson[] = [
        { id: "units", name: siteType === "wholesale" ? "Stores" : "Business units", url: "/organisation/units", count: 0 },
        { id: "users", name: "Users", url: "/organisation/users", count: 0 },
        { id: "userGroups", name: "User groups", url: "/organisation/user-groups", count: 0 },
        { id: "costCentres", name: "Cost centres", url: "/organisation/cost-centres", count: 0 },
        { id: "budgets", name: "Budgets", url: "/organisation/budgets", count: 0 },
        { id: "purchaseLimits", name: "Purchase limits", url: "/organisation/purchase-limits", count: 0 },
        { id: "purchaseOrders", name: "Purchase orders", url: "/purchase-order", count: 0 },
        { id: "finances", name: "Finances", url: "/organisation/finance", count: 0 },
      ];
      const search = query.search.trim().toLowerCase();
      const matching = search === "" ? all : all.filter((tile) => tile.name.toLowerCase().includes(search));
      const page = matching.slice(query.currentPage * query.pageSize, (query.currentPage + 1) * query.pageSize);
      const total = matching.length;
      return {
        tiles: page.map((tile) => ({ ...tile, count: counts[tile.id as keyof typeof counts].get(admin.treeJson)?.n ?? 0 })),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
      };
    },
  };
}

export type OrgTiles = ReturnType<typeof orgTiles>;
