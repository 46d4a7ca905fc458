import { type PackEditResult, type PackList, PackEditResultSchema, PackListSchema } from "./pack-list-schemas.server";
import { type PackUser } from "./caller.server";
import { packUserPath } from "./packs.server";

export * from "./pack-list-schemas.server";

/**
 * Call group "Packs", list half (docs/occ-api.md "Issue 8 additions"): the pack list and the cart's "Edit pack". User
 * token; the backend scopes packs by the user's pack roles. Every other pack call lives in packs.server.ts.
 */

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
