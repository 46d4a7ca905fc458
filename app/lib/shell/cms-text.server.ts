import { htmlToText } from "~/lib/sanitize.server";

/**
 * URL and link rules for CMS content shown by the shell and the home page. CMS fields other than
 * `content` are text: `htmlToText` drops markup and decodes entities.
 */

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
  const label = htmlToText(link.label);
  if (!url || !label) return null;
  return { uid: link.uid, label, url, reloadDocument: options.reloadDocument === true || !url.startsWith("/") };
}
