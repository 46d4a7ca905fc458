import sanitizeHtml from "sanitize-html";

/**
 * HTML from the backend is never injected raw (non-negotiable 4). Loaders sanitise on the server
 * with an allow-list and hand components a branded `SafeHtml` string; only `<SafeHtml>`
 * (app/components/safe-html.tsx) renders it.
 */
declare const safeHtmlBrand: unique symbol;
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };

const RICH: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "span", "h2", "h3", "h4", "sup", "sub"],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // Links from content open in place and never leak the session's referrer to other sites.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

const INLINE: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "sup", "sub", "br"],
  allowedAttributes: {},
};

/** CMS content (global messages, paragraphs, banners): paragraphs, lists, emphasis and safe links. */
export function sanitizeRichHtml(html: string | null | undefined): SafeHtml {
  return sanitizeHtml(html ?? "", { ...RICH, allowedAttributes: { a: ["href", "title", "rel"] } }) as SafeHtml;
}

/** Product names and other one-line texts that may carry emphasis (spec part 1 §3: names may contain HTML). */
export function sanitizeInlineHtml(html: string | null | undefined): SafeHtml {
  return sanitizeHtml(html ?? "", INLINE) as SafeHtml;
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/**
 * Plain text of an HTML string (for alt texts, titles, slugs, aria labels and CMS text fields):
 * markup dropped and entities decoded once, so 'Help &amp; FAQs' comes back as 'Help & FAQs'
 * (React escapes it again when rendering).
 */
export function htmlToText(html: string | null | undefined): string {
  return sanitizeHtml(html ?? "", { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}
