import { type ShellLink, safeCmsUrl, toShellLink } from "~/lib/shell/cms-text.server";
import { htmlToText } from "~/lib/sanitize.server";
import { imageUrl } from "~/lib/media";
import { type CmsBanner, type CmsPage, CmsBannerSchema, CmsLinkSchema, allComponents, componentsOf, slotComponents } from "~/lib/occ/cms.server";
import { MAX_QUICK_LINKS, quickLinkNumber, quickLinkUrl } from "~/lib/shell/quick-links";
import { type ShellImage, linksOf } from "~/lib/shell/shell.server";

/**
 * The home page's content from the CMS homepage (spec part 1 §2 "Home page"): the hero banner
 * (HomepageHeroBannerComponent, or Wholesale_HomepageHeroBannerComponent on wholesale) with the
 * backend's personalised welcome text, up to 4 numbered quick links, the contact banner and the
 * help links of the LeftContentSlot.
 */

export const HERO_COMPONENT = {
  corporate: "HomepageHeroBannerComponent",
  wholesale: "Wholesale_HomepageHeroBannerComponent",
} as const;

export interface HomeHero {
  component: (typeof HERO_COMPONENT)[keyof typeof HERO_COMPONENT];
  title: string;
  description: string;
  welcomeText: string;
  image: ShellImage | null;
  cta: ShellLink | null;
}

export interface QuickLink extends ShellLink {
  number: string;
}

export interface ContactBanner {
  title: string;
  description: string;
  /** Personalised by the user's country; `tel` is the dialable form. */
  phone: { text: string; tel: string } | null;
  icon: ShellImage | null;
  link: ShellLink | null;
}

export interface HomeContent {
  hero: HomeHero | null;
  quickLinks: QuickLink[];
  contactBanner: ContactBanner | null;
  helpLinks: ShellLink[];
}

export function homeFromCms(page: CmsPage, siteType: "corporate" | "wholesale"): HomeContent {
  const heroType = HERO_COMPONENT[siteType];
  const heroBanner = componentsOf(allComponents(page), CmsBannerSchema).find(
    (c) => c.typeCode === heroType || c.uid === heroType,
  );
  const contact = componentsOf(slotComponents(page, "ContactBanner"), CmsBannerSchema)[0];
  return {
    hero: heroBanner ? { component: heroType, ...bannerText(heroBanner), welcomeText: htmlToText(heroBanner.welcomeText) } : null,
    quickLinks: quickLinksFrom(slotComponents(page, "HomepageHeroBannerLinks")),
    contactBanner: contact
      ? {
          title: htmlToText(contact.title),
          description: htmlToText(contact.description),
          phone: phoneOf(contact.phone),
          icon: bannerImage(contact),
          link: bannerLink(contact),
        }
      : null,
    helpLinks: linksOf(slotComponents(page, "LeftContentSlot")),
  };
}

function phoneOf(value: string | null | undefined): ContactBanner["phone"] {
  const text = htmlToText(value);
  const tel = text.replace(/[^\d+]/g, "");
  return text && tel ? { text, tel } : null;
}

function bannerText(banner: CmsBanner) {
  return {
    title: htmlToText(banner.title),
    description: htmlToText(banner.description),
    image: bannerImage(banner),
    cta: bannerLink(banner),
  };
}

function bannerImage(banner: CmsBanner): ShellImage | null {
  if (!banner.media?.url) return null;
  return { src: imageUrl(banner.media.url), alt: htmlToText(banner.media.altText) };
}

function bannerLink(banner: CmsBanner): ShellLink | null {
  const url = safeCmsUrl(banner.urlLink);
  if (!url || !banner.urlName) return null;
  return toShellLink({ uid: `${banner.uid}Link`, label: banner.urlName, url });
}

/** Up to 4 quick links, numbered 01–04; exchange-and-return links get `returns=true`. */
export function quickLinksFrom(components: readonly unknown[]): QuickLink[] {
  return componentsOf(components, CmsLinkSchema)
    .flatMap((link) => {
      const shellLink = toShellLink({ ...link, url: quickLinkUrl(link.uid, link.url) });
      return shellLink ? [shellLink] : [];
    })
    .slice(0, MAX_QUICK_LINKS)
    .map((link, index) => ({ ...link, number: quickLinkNumber(index) }));
}
