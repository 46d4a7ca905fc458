import { requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { formatPriceText, type TotalsSource, totalsSource } from "~/lib/cart/totals-display";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import { type Cart, type CartEntry, getCartWithPacks } from "~/lib/occ/cart.server";
import { isOccError } from "~/lib/occ/errors";
import { type PackCard, type PackList, getPackList } from "~/lib/occ/packs.server";
import { type PackUser } from "~/lib/occ/caller.server";
import { getPriceContext } from "~/lib/product/product-card.server";
import { type RequestContext } from "~/lib/request-context.server";
import { htmlToText } from "~/lib/sanitize.server";
import * as m from "./messages";
import { formatPackDate, normalisePackType, showPackPrices, showsReturnsNotice, subsidyText } from "./pack-rules";
import { getPackUser } from "./pack-user.server";

/**
 * The pack list `/packList?role={code}[&added={packId}]` (issue 8; spec part 1 §2 "Pack ordering flow"): loader logic
 * and view model. Any signed-in user; the backend scopes packs by the user's pack roles (in proxy mode, the wearer's).
 *
 * Unknown role: the backend answers 400 (subject `role`) for a role that is not one of the user's. We then show the
 * packs of all the user's roles with a notice (no redirect: the page still answers the request, and the notice says
 * why the filter is gone).
 *
 * `added={packId}`: the review step redirects here after ADD TO CART / UPDATE CART. The cart is fetched in parallel
 * with the list and the pack's lines feed the "added" panel (region without JS, side panel with JS).
 */

export interface PackCardView {
  packId: string;
  name: string;
  description: string;
  typeLabel: string;
  roleName: string;
  steps: string;
  preOrder: { note: string; shipFrom: string | null } | null;
  subsidy: string;
  returnsNotice: boolean;
  inCart: boolean;
  draft: boolean;
  href: string;
  action: string;
}

export interface PackAddedLine {
  key: string;
  name: string;
  bundleName: string | null;
  colour: string | null;
  size: string | null;
  fit: string | null;
  quantity: number;
  total: string | null;
}

export interface PackAddedView {
  packId: string;
  packName: string;
  lines: PackAddedLine[];
  /** Null when prices are hidden for this pack (spec part 1 §5). */
  totals: TotalsSource | null;
  checkoutPath: string;
}

export interface PackListPage {
  roles: { code: string; name: string; href: string; current: boolean }[];
  allRolesHref: string;
  selectedRole: string | null;
  unknownRole: boolean;
  packs: PackCardView[];
  added: PackAddedView | null;
}

export function packListHref(role: string | null): string {
  return role ? `/packList?role=${encodeURIComponent(role)}` : "/packList";
}

export function packTypeLabel(raw: string): string {
  const type = normalisePackType(raw);
  return type ? m.packTypeLabels[type] : raw;
}

export function packCardView(card: PackCard): PackCardView {
  const draft = card.draftStatus.toUpperCase() === "IN_PROGRESS";
  return {
    packId: card.packId,
    name: htmlToText(card.packName) || card.packId,
    description: htmlToText(card.description),
    typeLabel: packTypeLabel(card.packType),
    roleName: card.role.name,
    steps: m.bundleCountText(card.bundleCount),
    preOrder: card.preOrder ? { note: m.preOrderPack, shipFrom: card.preOrderDate ? m.preOrderShipFrom(formatPackDate(card.preOrderDate)) : null } : null,
    subsidy: subsidyText(card.fundType),
    returnsNotice: showsReturnsNotice(card.packType),
    inCart: card.inCart,
    draft,
    href: `/packDetailsPage/${encodeURIComponent(card.packId)}`,
    action: draft ? m.continuePack : card.inCart ? m.editInCart : m.orderPack,
  };
}

function qualifier(entry: CartEntry, name: string): string | null {
  return entry.product.variantOptionQualifiers.find((q) => q.qualifier.toLowerCase() === name)?.value ?? null;
}

/** The "added" panel: the pack's lines in the cart and the cart's totals (when this pack shows prices). */
export function packAddedView(cart: Cart, packId: string, showPrices: boolean, fallbackName: string | null): PackAddedView | null {
  const entries = cart.entries.filter((entry) => entry.pack?.packId === packId);
  if (entries.length === 0) return null;
  const packName = entries[0]?.pack?.packName ?? fallbackName ?? packId;
  return {
    packId,
    packName: htmlToText(packName) || packId,
    lines: entries.map((entry) => ({
      key: String(entry.entryNumber),
      name: htmlToText(entry.product.name) || entry.product.code,
      bundleName: entry.pack?.bundleName ?? null,
      colour: qualifier(entry, "colour"),
      size: qualifier(entry, "size"),
      fit: qualifier(entry, "fit"),
      quantity: entry.quantity,
      total: showPrices && entry.totalPrice ? formatPriceText(entry.totalPrice) : null,
    })),
    totals: showPrices ? totalsSource(cart) : null,
    checkoutPath: "/checkout",
  };
}

function isUnknownRole(error: unknown): boolean {
  return isOccError(error) && error.kind === "badRequest" && error.details.some((detail) => detail.subject === "role");
}

/** The list for `role`; an unknown role falls back to every role's packs. */
async function listFor(user: PackUser, role: string | null): Promise<{ list: PackList; unknownRole: boolean }> {
  try {
    return { list: await getPackList(user, role), unknownRole: false };
  } catch (error) {
    if (role && isUnknownRole(error)) return { list: await getPackList(user, null), unknownRole: true };
    throw error;
  }
}

function param(searchParams: URLSearchParams, name: string): string | null {
  const value = searchParams.get(name)?.trim();
  return value ? value : null;
}

export async function loadPackList(request: Request, context: RequestContext): Promise<PackListPage> {
  await requireUser(request, context);
  const { searchParams } = new URL(request.url);
  const role = param(searchParams, "role");
  const added = param(searchParams, "added");
  const user = await getPackUser(request, context);
  const [{ list, unknownRole }, cart, prices] = await Promise.all([
    listFor(user, role),
    added ? getCartRef(request, context).then((ref) => (ref ? getCartWithPacks(ref) : null)) : Promise.resolve(null),
    getPriceContext(request, context),
  ]).catch(throwBackendError);

  const selectedRole = unknownRole ? null : (list.selectedRole ?? role);
  const card = added ? list.packs.find((pack) => pack.packId === added) : undefined;
  const showPrices = card
    ? showPackPrices({ priceEnabled: prices.priceEnabled, packType: card.packType, allocationType: card.allocationType })
    : prices.priceEnabled;
  return {
    roles: list.roles.map((r) => ({ code: r.code, name: r.name, href: packListHref(r.code), current: r.code === selectedRole })),
    allRolesHref: "/packList",
    selectedRole,
    unknownRole,
    packs: list.packs.map(packCardView),
    added: added && cart ? packAddedView(cart, added, showPrices, card?.packName ?? null) : null,
  };
}
