import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { type ShellLink } from "~/lib/shell/cms-text.server";

/**
 * A link from the CMS: in-app paths navigate within the app, except links that must reload the
 * document (Login & Security, spec part 1 §2); external URLs are plain links.
 */
export function CmsLink({ link, className, children }: { link: ShellLink; className?: string; children?: ReactNode }) {
  const content = children ?? link.label;
  if (!link.url.startsWith("/")) {
    return (
      <a href={link.url} className={className} rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <Link to={link.url} className={className} reloadDocument={link.reloadDocument}>
      {content}
    </Link>
  );
}
