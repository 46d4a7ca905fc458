import { htmlToText } from "~/lib/sanitize.server";

/**
 * Plain-text and URL rules for CMS content shown by the shell and the home page. CMS fields
 * other than `content` are text: any markup is dropped, and entities come back as characters
 * (React escapes them again when rendering, so 'Login & Security' shows as written).
 */

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/** Plain text of a CMS field (markup removed, entities decoded once). */
export function cmsText(value: string | null | undefined): string {
  return htmlToText(value).replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A link target from the CMS: a same-site path (`/…`, not `//…`) or an http(s) URL. Anything
 * else (javascript:, data:, protocol-relative) is refused: null.
 */
export function safeCmsUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  return null;
}

/** A link the shell renders: label (plain text), url (safe), and whether it leaves the app. */
export interface ShellLink {
  uid: string;
  label: string;
  url: string;
  /** External (http…) or a link that must reload the document (Login & Security). */
  reloadDocument: boolean;
}

export function toShellLink(
  link: { uid: string; label: string; url: string },
  options: { reloadDocument?: boolean } = {},
): ShellLink | null {
  const url = safeCmsUrl(link.url);
  const label = cmsText(link.label);
  if (!url || !label) return null;
  return { uid: link.uid, label, url, reloadDocument: options.reloadDocument === true || !url.startsWith("/") };
}
