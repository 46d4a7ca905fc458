import { getOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { type CmsPage, CmsParagraphSchema, componentsOf, getCmsPage } from "~/lib/occ/cms.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { htmlToText, type SafeHtml, sanitizeRichHtml } from "~/lib/sanitize.server";

/**
 * CMS content pages (docs/content-pages.md): a path no route serves is looked up as the label of a content page
 * (`GET cms/pages?pageType=ContentPage&pageLabelOrId=/terms-and-conditions`), as SAP storefronts do, so the terms and
 * conditions (spec part 2 §2), the privacy policy and any page an editor adds are served without a route of their
 * own. Only the page's own slots count: the shell's slots (header, menus, messages, footer) are the root's.
 */

/** The slots every page carries for the site shell; not the page's own content. */
const SHELL_SLOT_POSITIONS: ReadonlySet<string> = new Set([
  "SiteLogo",
  "SiteLinks",
  "MiniCart",
  "ProfileSlot",
  "LeftContentSlot",
  "GlobalMessage",
  "Footer",
]);

/** Longer paths are not looked up (no label is that long; it saves the backend a call for junk URLs). */
const MAX_LABEL_LENGTH = 200;

export interface ContentSection {
  uid: string;
  /** Empty when the paragraph has no heading. */
  title: string;
  html: SafeHtml;
}

export interface ContentPage {
  title: string;
  sections: ContentSection[];
}

/**
 * The page's title and its paragraphs (CMSParagraphComponent: optional title, sanitised HTML) in slot order; null when
 * the page has no title or no paragraphs of its own (the search or product-list pages are not pages to show).
 */
export function contentPageFromCms(page: CmsPage): ContentPage | null {
  const sections = page.contentSlots
    .filter((slot) => !SHELL_SLOT_POSITIONS.has(slot.position))
    .flatMap((slot) => componentsOf(slot.components, CmsParagraphSchema))
    .map((paragraph) => ({ uid: paragraph.uid, title: htmlToText(paragraph.title), html: sanitizeRichHtml(paragraph.content) }))
    .filter((section) => section.title !== "" || section.html.trim() !== "");
  const title = htmlToText(page.title) || htmlToText(page.name);
  return title && sections.length > 0 ? { title, sections } : null;
}

/** The content page whose label is `pathname` (a trailing slash ignored), or null when there is none. */
export async function loadContentPage(request: Request, context: RequestContext, pathname: string): Promise<ContentPage | null> {
  const label = pathname.replace(/\/+$/, "");
  if (label === "" || label.length > MAX_LABEL_LENGTH) return null;
  let page: CmsPage;
  try {
    page = await getCmsPage({ occ: await getOcc(request, context) }, { pageLabelOrId: label });
  } catch (error) {
    if (isOccError(error) && (error.kind === "notFound" || error.kind === "badRequest")) return null;
    return throwBackendError(error);
  }
  return contentPageFromCms(page);
}
