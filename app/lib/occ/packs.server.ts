import { z } from "zod";
import { isAllocationPackType } from "~/lib/packs/pack-rules";
import {
  type BundleSummary,
  BundleSummarySchema,
  type PackDetails,
  PackDetailsSchema,
  type PackItemOptions,
  PackItemOptionsSchema,
  type PackSets,
  PackSetsSchema,
  type PackSummary,
  PackSummarySchema,
  type SelectionInput,
  type TakenEntriesResult,
  TakenEntriesResultSchema,
} from "~/lib/packs/pack-schemas.server";
import { type OccClient } from "./client.server";
import { isOccError } from "./errors";

export * from "~/lib/packs/pack-schemas.server";

/**
 * Pack calls (issue 8; docs/occ-api.md "Issue 8 additions"), all with the user token, except the pack list and
 * `…/edit` (app/lib/occ/pack-list.server.ts). Unknown pack/bundle/set/product/selection for this user → 404.
 */

const BASE = "orgUsers/current/packs";
const e = encodeURIComponent;
const packPath = (packId: string) => `${BASE}/${e(packId)}`;
const bundlePath = (packId: string, bundleId: string) => `${packPath(packId)}/bundles/${e(bundleId)}`;

export function getPackDetails(occ: OccClient, packId: string): Promise<PackDetails> {
  return occ.request({ path: packPath(packId), schema: PackDetailsSchema });
}

export function getPackSets(occ: OccClient, packId: string, bundleId: string): Promise<PackSets> {
  return occ.request({ path: `${bundlePath(packId, bundleId)}/sets`, schema: PackSetsSchema });
}

export function getPackItemOptions(occ: OccClient, packId: string, bundleId: string, productCode: string, setId: string): Promise<PackItemOptions> {
  return occ.request({ path: `${bundlePath(packId, bundleId)}/items/${e(productCode)}`, query: { set: setId }, schema: PackItemOptionsSchema });
}

export function getBundleSummary(occ: OccClient, packId: string, bundleId: string): Promise<BundleSummary> {
  return occ.request({ path: `${bundlePath(packId, bundleId)}/summary`, schema: BundleSummarySchema });
}

export function addSelection(occ: OccClient, packId: string, bundleId: string, body: SelectionInput): Promise<BundleSummary> {
  return occ.request({ method: "POST", path: `${bundlePath(packId, bundleId)}/selections`, body, schema: BundleSummarySchema });
}

export function updateSelection(occ: OccClient, packId: string, bundleId: string, selectionId: string, body: SelectionInput): Promise<BundleSummary> {
  return occ.request({ method: "PUT", path: `${bundlePath(packId, bundleId)}/selections/${e(selectionId)}`, body, schema: BundleSummarySchema });
}

export function removeSelection(occ: OccClient, packId: string, bundleId: string, selectionId: string): Promise<BundleSummary> {
  return occ.request({ method: "DELETE", path: `${bundlePath(packId, bundleId)}/selections/${e(selectionId)}`, schema: BundleSummarySchema });
}

/** "Continue" on a step (spec): `objects` empty → the bundle is COMPLETED; else what is missing. */
export function continueBundle(occ: OccClient, packId: string, bundleId: string): Promise<BundleSummary> {
  return occ.request({ method: "PUT", path: `orgUsers/current/allocations/${e(packId)}`, body: { bundleId }, schema: BundleSummarySchema });
}

export function getPackSummary(occ: OccClient, packId: string): Promise<PackSummary> {
  return occ.request({ path: `${packPath(packId)}/summary`, schema: PackSummarySchema });
}

/** "Discard Changes": idempotent 204. */
export async function discardPackDraft(occ: OccClient, packId: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `${packPath(packId)}/draft`, schema: z.unknown() });
}

/**
 * `POST carts/{cartId}/add/takenEntries[?packId=]` with `{ packId }` and the `Idempotency-Key`: `?packId=` exactly
 * when the pack type is new starter (any spelling), compulsory or optional; absent for self-purchase.
 */
export function addPackToCart(
  occ: OccClient,
  args: { cartId: string; packId: string; packType: string; idempotencyKey: string },
): Promise<TakenEntriesResult> {
  return occ.request({
    method: "POST",
    path: `orgUsers/current/carts/${e(args.cartId)}/add/takenEntries`,
    query: isAllocationPackType(args.packType) ? { packId: args.packId } : {},
    body: { packId: args.packId },
    headers: { "Idempotency-Key": args.idempotencyKey },
    schema: TakenEntriesResultSchema,
  });
}

/** The 409/400 `PackSelectionError` reason (`maxReached`, `categoryDisabled`, `incomplete`), or null. */
export function packSelectionReason(error: unknown): string | null {
  if (!isOccError(error)) return null;
  const detail = error.details.find((d) => d.type === "PackSelectionError");
  return detail?.reason ?? null;
}

/** Subjects of a 400 (`variantCode`, `valueAdds.0.userEnteredValue`, …). */
export function packValidationSubjects(error: unknown): string[] {
  if (!isOccError(error) || error.status !== 400) return [];
  return error.details.flatMap((d) => (d.subject ? [d.subject] : []));
}
