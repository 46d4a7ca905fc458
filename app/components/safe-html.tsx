import { createElement } from "react";
import { type SafeHtml as SafeHtmlString } from "~/lib/sanitize.server";

/**
 * Renders HTML that a loader sanitised with app/lib/sanitize.server.ts (the `SafeHtml` brand
 * makes an unsanitised string a type error). The only place the app sets inner HTML.
 */
export function SafeHtml({
  html,
  as = "span",
  className,
  id,
}: {
  html: SafeHtmlString;
  as?: "span" | "div" | "p" | "h1" | "h2" | "h3";
  className?: string;
  id?: string;
}) {
  return createElement(as, { className, id, dangerouslySetInnerHTML: { __html: html } });
}
