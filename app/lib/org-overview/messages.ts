/**
 * The organisation overview's texts (issue 26, H4; docs/organisation.md "Overview"). The spec names the screen
 * ("manage organisation", part 2 §2) and its tiles and search (§7); the words are ours, the units' tile follows
 * `orgWords` ('Stores' on the wholesale site).
 */
export const title = "Manage organisation";
export const intro = "Everything your organisation administers, with how many there are of each.";
export const searchLabel = "Search";
export const searchButton = "Search";
export const clearSearch = "Clear search";
export const noTiles = (search: string) => `Nothing to manage matches '${search}'.`;
export const countOf = (count: number) => String(count);
export const countUnknown = "–";
export const notYet = "Coming soon";
export const tilesPages = "Overview pages";
export const TILE_NAMES: Record<string, string> = {
  users: "Users",
  userGroups: "User groups",
  costCentres: "Cost centres",
  budgets: "Budgets",
  purchaseLimits: "Purchase limits",
  purchaseOrders: "Purchase orders",
  // Issue 28 (spec part 2 §2: the tile 'Finances').
  finances: "Finances",
};
