import { type BusinessUnit, searchBusinessUnits } from "~/lib/occ/purchase-orders.server";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { type OccClient } from "~/lib/occ/client.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PURCHASE_ORDER_ROLES } from "~/lib/roles";

/**
 * The business-unit selector's data (spec part 1 §2, §7 "Business unit search"): the chosen units (names looked up
 * from their uids) and the units matching the search term. Without JavaScript the selector lists the chosen ones
 * first, then the matches; with JavaScript the combobox starts from the same data.
 */
export interface UnitSelection {
  searchTerm: string;
  chosen: BusinessUnit[];
  /** Matches not already chosen. */
  matches: BusinessUnit[];
}

/** Names of the given uids that the user may see, in the given order (unknown uids are left out). */
export async function unitsByUid(occ: OccClient, uids: readonly string[]): Promise<BusinessUnit[]> {
  if (uids.length === 0) return [];
  const all = await searchBusinessUnits({ occ }, "");
  const byUid = new Map(all.map((unit) => [unit.uid, unit]));
  // The search answers at most 50: look any other chosen uid up by itself.
  const missing = uids.filter((uid) => !byUid.has(uid));
  const found = await Promise.all(missing.map((uid) => searchBusinessUnits({ occ }, uid)));
  for (const unit of found.flat()) byUid.set(unit.uid, unit);
  return uids.flatMap((uid) => byUid.get(uid) ?? []);
}

export async function loadUnitSelection(occ: OccClient, chosenUids: readonly string[], searchTerm: string): Promise<UnitSelection> {
  const term = cleanTerm(searchTerm);
  const [chosen, found] = await Promise.all([unitsByUid(occ, chosenUids), searchBusinessUnits({ occ }, term)]);
  return unitSelectionOf(chosen, found, term);
}

/** The selector's data from the chosen units (names known) and the search's answer (matches not chosen). */
export function unitSelectionOf(chosen: BusinessUnit[], found: BusinessUnit[], searchTerm: string): UnitSelection {
  const term = cleanTerm(searchTerm);
  const chosenSet = new Set(chosen.map((unit) => unit.uid));
  return { searchTerm: term, chosen, matches: found.filter((unit) => !chosenSet.has(unit.uid)) };
}

const cleanTerm = (term: string) => term.trim().slice(0, 100);

/** `?searchTerm=` of a selector page. */
export function searchTermOf(request: Request): string {
  return new URL(request.url).searchParams.get("searchTerm") ?? "";
}

/** `/resources/business-units?searchTerm=`: the combobox's matches (buyers and admins only, like the backend). */
export async function loadBusinessUnitSearch(request: Request, context: RequestContext): Promise<Response> {
  await requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
  const occ = await getOcc(request, context);
  const units = await searchBusinessUnits({ occ }, searchTermOf(request).trim().slice(0, 100)).catch(throwBackendError);
  return Response.json({ units }, { headers: { "Cache-Control": "private, no-store" } });
}
