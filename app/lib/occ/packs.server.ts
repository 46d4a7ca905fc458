import { z } from "zod";
import { isAllocationPackType } from "~/lib/packs/pack-rules";
import {
  type BundleSummary,
  BundleSummarySchema,
  type PackDetails,
  type PackEditResult,
  PackEditResultSchema,
  type PackList,
  PackListSchema,
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
} from "./pack-schemas.server";
import { type CartRef, type PackUser } from "./caller.server";
import { isOccError } from "./errors";

export * from "./pack-schemas.server";

/**
 * Pack calls (issue 8; docs/occ-api.md "Issue 8 additions"), all with the user token, except the pack list and
 * `…/edit` (below). Unknown pack/bundle/set/product/selection for this user → 404. Every call
 * but add/takenEntries (a cart call) names the pack user (`PackUser`).
 */

const e = encodeURIComponent;

/** `orgUsers/{userId}` of the pack user. */
export const packUserPath = (user: PackUser) => `orgUsers/${e(user.userId)}`;
const packPath = (user: PackUser, packId: string) => `${packUserPath(user)}/packs/${e(packId)}`;
const bundlePath = (user: PackUser, packId: string, bundleId: string) => `${packPath(user, packId)}/bundles/${e(bundleId)}`;

export function getPackDetails(user: PackUser, packId: string): Promise<PackDetails> {
  return user.occ.request({ path: packPath(user, packId), schema: PackDetailsSchema });
}

export function getPackSets(user: PackUser, packId: string, bundleId: string): Promise<PackSets> {
  return user.occ.request({ path: `${bundlePath(user, packId, bundleId)}/sets`, schema: PackSetsSchema });
}

export function getPackItemOptions(user: PackUser, packId: string, bundleId: string, productCode: string, setId: string): Promise<PackItemOptions> {
  return user.occ.request({ path: `${bundlePath(user, packId, bundleId)}/items/${e(productCode)}`, query: { set: setId }, schema: PackItemOptionsSchema });
}

export function getBundleSummary(user: PackUser, packId: string, bundleId: string): Promise<BundleSummary> {
  return user.occ.request({ path: `${bundlePath(user, packId, bundleId)}/summary`, schema: BundleSummarySchema });
}

export function addSelection(user: PackUser, packId: string, bundleId: string, body: SelectionInput): Promise<BundleSummary> {
  return user.occ.request({ method: "POST", path: `${bundlePath(user, packId, bundleId)}/selections`, body, schema: BundleSummarySchema });
}

export function updateSelection(user: PackUser, packId: string, bundleId: string, selectionId: string, body: SelectionInput): Promise<BundleSummary> {
  return user.occ.request({ method: "PUT", path: `${bundlePath(user, packId, bundleId)}/selections/${e(selectionId)}`, body, schema: BundleSummarySchema });
}

export function removeSelection(user: PackUser, packId: string, bundleId: string, selectionId: string): Promise<BundleSummary> {
  return user.occ.request({ method: "DELETE", path: `${bundlePath(user, packId, bundleId)}/selections/${e(selectionId)}`, schema: BundleSummarySchema });
}

/** "Continue" on a step (spec): `objects` empty → the bundle is COMPLETED; else what is missing. */
export function continueBundle(user: PackUser, packId: string, bundleId: string): Promise<BundleSummary> {
  return user.occ.request({ method: "PUT", path: `${packUserPath(user)}/allocations/${e(packId)}`, body: { bundleId }, schema: BundleSummarySchema });
}

export function getPackSummary(user: PackUser, packId: string): Promise<PackSummary> {
  return user.occ.request({ path: `${packPath(user, packId)}/summary`, schema: PackSummarySchema });
}

/** "Discard Changes": idempotent 204. */
export async function discardPackDraft(user: PackUser, packId: string): Promise<void> {
  await user.occ.request({ method: "DELETE", path: `${packPath(user, packId)}/draft`, schema: z.unknown() });
}

/**
 * `POST {cart}/add/takenEntries[?packId=]` with `{ packId }` and the `Idempotency-Key`, on the request's cart (the
 * user's — `current` makes it when missing —, or the proxy or punch-out cart): `?packId=` exactly when the pack type is
 * new starter (any spelling), compulsory or optional; absent for self-purchase.
 */
export function addPackToCart(
  ref: CartRef,
  args: { packId: string; packType: string; idempotencyKey: string },
): Promise<TakenEntriesResult> {
  return ref.occ.request({
    method: "POST",
    path: `${ref.orgBasePath}/add/takenEntries`,
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

// The pack list and the cart's "Edit pack" (docs/occ-api.md "Issue 8 additions"): user token; the backend scopes
// packs by the user's pack roles.

/** `GET orgUsers/{userId}/packs?role=`: the user's roles and packs; an unknown role is a 400 with subject `role`. */
export function getPackList(user: PackUser, role: string | null): Promise<PackList> {
  return user.occ.request({ path: `${packUserPath(user)}/packs`, query: { role: role ?? undefined }, schema: PackListSchema });
}

/**
 * `POST orgUsers/{userId}/packs/{packId}/edit` with `{ bundleId? }`: the draft becomes the pack's lines in the cart
 * (mode UPDATE). 404 when the pack is not in the cart.
 */
export function editPackInCart(user: PackUser, packId: string, bundleId?: string): Promise<PackEditResult> {
  return user.occ.request({
    method: "POST",
    path: `${packUserPath(user)}/packs/${encodeURIComponent(packId)}/edit`,
    body: bundleId ? { bundleId } : {},
    schema: PackEditResultSchema,
  });
}
