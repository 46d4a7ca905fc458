import { isOccError } from "~/lib/occ/errors";
import { type AuthenticatedUser, getOcc, getOptionalUser } from "~/lib/auth.server";
import { type ShellLink, safeCmsUrl, toShellLink } from "~/lib/shell/cms-text.server";
import { getEnv } from "~/lib/env.server";
import { imageUrl } from "~/lib/media";
import { type CartRef } from "~/lib/occ/caller.server";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import { getCartItemCount } from "~/lib/occ/cart.server";
import {
  type CmsPage,
  CmsBannerSchema,
  CmsFooterLinkGroupSchema,
  CmsGlobalMessageSchema,
  CmsLinkSchema,
  CmsParagraphSchema,
  type GlobalMessageSeverity,
  allComponents,
  componentsOf,
  getCmsPage,
  slotComponents,
} from "~/lib/occ/cms.server";
import { memoize, type RequestContext } from "~/lib/request-context.server";
import { htmlToText, type SafeHtml, sanitizeRichHtml } from "~/lib/sanitize.server";

/**
 * Everything the site shell needs (header, menus, global banner, footer), loaded for the root
 * loader in parallel: the CMS homepage (its slots carry the shell content: SiteLogo, SiteLinks,
 * MiniCart, ProfileSlot, GlobalMessage, Footer) and the count of the request's cart (signed-in or guest).
 * The CMS page is fetched once per request and shared with the home page loader.
 */

export const LOGIN_SECURITY_LINK_UID = "LoginSecurityLink";
export const NOTIFICATIONS_LINK_UID = "NotificationsLink";
/*
 * 'Notifications' comes from the CMS only (NotificationsLink). Until /my-account/notification-preference exists (spec
 * part 2 §2) there is no default link to it: a link to a page that does not exist fails the link crawl (issue 21;
 * docs/architecture.md "Links waiting for their pages"). When the page lands, a default may come back here:
 * { uid: NOTIFICATIONS_LINK_UID, label: "Notifications", url: "/my-account/notification-preference" }.
 */

export interface ShellImage {
  src: string;
  alt: string;
}

export interface GlobalMessage {
  uid: string;
  severity: GlobalMessageSeverity;
  html: SafeHtml;
}

export interface FooterGroup {
  uid: string;
  title: string;
  links: ShellLink[];
}

export interface ShellData {
  siteName: string;
  logo: (ShellImage & { href: string }) | null;
  siteLinks: ShellLink[];
  /** The account menu (ProfileSlot): My Profile, Login & Security (only with showLoginPreferencePage), Delivery and Shipping, Billing. */
  accountLinks: ShellLink[];
  notificationsLink: ShellLink | null;
  globalMessages: GlobalMessage[];
  footer: { groups: FooterGroup[]; html: SafeHtml | null };
  /** Units in the cart; null without a cart to count (anonymous without a guest cart) or when it could not be loaded. */
  cartCount: number | null;
}

/**
 * The CMS homepage for this request, personalised (`userId=current`) for a signed-in user, so
 * NZ and AU users get their own texts. Memoised: the root and home loaders share one call.
 */
export function getHomepageCms(request: Request, context: RequestContext): Promise<CmsPage> {
  return memoize(context, "cms:homepage", async () => {
    const [occ, user] = await Promise.all([getOcc(request, context), getOptionalUser(request, context)]);
    return getCmsPage({ occ }, { pageLabelOrId: "homepage", personalised: user !== null });
  });
}

export async function loadShell(request: Request, context: RequestContext): Promise<ShellData> {
  const [user, cartRef] = await Promise.all([getOptionalUser(request, context), getCartRef(request, context)]);
  const [page, cartCount] = await Promise.all([
    getHomepageCms(request, context).catch(shellContentUnavailable),
    cartRef ? cartCountOrNull(cartRef) : Promise.resolve(null),
  ]);
  return shellFromCms(page, { siteType: getEnv().siteType, user, cartCount });
}

/** The shell still renders (logo text, no CMS links) when the CMS is down; a redirect (session expired) goes through. */
function shellContentUnavailable(error: unknown): null {
  if (error instanceof Response) throw error;
  // Issue 25: on /login a revoked session's calls fail this way (auth.server.ts sessionExpired): not an outage.
  if (isOccError(error) && error.kind === "sessionExpired") return null;
  console.warn("[shell] CMS homepage unavailable; rendering the shell without CMS content:", String(error));
  return null;
}

/**
 * The mini-cart count of the request's cart (the user's, the proxy or punch-out cart, or an anonymous visitor's
 * guest cart): a failure shows no count rather than failing the page (a session-expiry redirect goes through).
 */
async function cartCountOrNull(cartRef: CartRef): Promise<number | null> {
  try {
    return await getCartItemCount(cartRef);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return null;
  }
}

/** Maps the CMS page to the shell's data (pure: unit-tested in tests/shell/shell-content.test.ts). */
export function shellFromCms(
  page: CmsPage | null,
  {
    siteType,
    user,
    cartCount,
  }: { siteType: "corporate" | "wholesale"; user: Pick<AuthenticatedUser, "showLoginPreferencePage"> | null; cartCount: number | null },
): ShellData {
  const siteName = htmlToText(page?.title) || (siteType === "wholesale" ? "Uniform Store Wholesale" : "Uniform Store");
  return {
    siteName,
    logo: logoFrom(page, siteName),
    siteLinks: linksOf(slotComponents(page, "SiteLinks")),
    accountLinks: user ? accountLinksFor(page, user.showLoginPreferencePage === true) : [],
    notificationsLink: siteType === "wholesale" ? notificationsLink(page) : null,
    globalMessages: componentsOf(slotComponents(page, "GlobalMessage"), CmsGlobalMessageSchema)
      .map((m) => ({ uid: m.uid, severity: m.errorSeverity, html: sanitizeRichHtml(m.content) }))
      .filter((m) => m.html.trim() !== ""),
    footer: footerFrom(page),
    cartCount,
  };
}

export function linksOf(components: readonly unknown[], reloadDocumentUids: readonly string[] = []): ShellLink[] {
  return componentsOf(components, CmsLinkSchema).flatMap((link) => {
    const shellLink = toShellLink(link, { reloadDocument: reloadDocumentUids.includes(link.uid) });
    return shellLink ? [shellLink] : [];
  });
}

/** ProfileSlot links; Login & Security only when showLoginPreferencePage, and it reloads the document (spec part 1 §2). */
function accountLinksFor(page: CmsPage | null, showLoginPreferencePage: boolean): ShellLink[] {
  return linksOf(slotComponents(page, "ProfileSlot"), [LOGIN_SECURITY_LINK_UID]).filter(
    (link) => link.uid !== NOTIFICATIONS_LINK_UID && (link.uid !== LOGIN_SECURITY_LINK_UID || showLoginPreferencePage),
  );
}

function notificationsLink(page: CmsPage | null): ShellLink | null {
  const fromCms = linksOf(allComponents(page).filter((c) => c.uid === NOTIFICATIONS_LINK_UID));
  return fromCms[0] ?? null;
}

function logoFrom(page: CmsPage | null, siteName: string): ShellData["logo"] {
  const banner = componentsOf(slotComponents(page, "SiteLogo"), CmsBannerSchema)[0];
  if (!banner?.media?.url) return null;
  return {
    src: imageUrl(banner.media.url),
    alt: htmlToText(banner.media.altText) || `${siteName} home`,
    href: safeCmsUrl(banner.urlLink) ?? "/",
  };
}

function footerFrom(page: CmsPage | null): ShellData["footer"] {
  const components = slotComponents(page, "Footer");
  const groups = componentsOf(components, CmsFooterLinkGroupSchema)
    .map((group) => ({ uid: group.uid, title: htmlToText(group.title), links: linksOf(group.links) }))
    .filter((group) => group.title && group.links.length > 0);
  const paragraphs = componentsOf(components, CmsParagraphSchema).map((p) => sanitizeRichHtml(p.content));
  const html = paragraphs.join("") as SafeHtml;
  return { groups, html: html.trim() ? html : null };
}
