import { type ShellLink } from "~/lib/shell/cms-text.server";
import { CmsLink } from "./cms-link";

/** The home page's LeftContentSlot: help links beside the hero. */
export function HelpLinks({ links }: { links: readonly ShellLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="help-links" aria-label="Help">
      <ul className="help-links__list">
        {links.map((link) => (
          <li key={link.uid}>
            <CmsLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
