import { SafeHtml } from "~/components/safe-html";
import { type ShellData } from "~/lib/shell/shell.server";
import { CmsLink } from "./cms-link";

/** The footer from the CMS Footer slot: link groups and the copyright paragraph. */
export function SiteFooter({ footer, siteName }: { footer: ShellData["footer"]; siteName: string }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footer.groups.length > 0 ? (
          <nav className="site-footer__groups" aria-label="Footer">
            {footer.groups.map((group) => (
              <section key={group.uid} className="site-footer__group" aria-labelledby={`footer-${group.uid}`}>
                <h2 id={`footer-${group.uid}`} className="site-footer__title">
                  {group.title}
                </h2>
                <ul className="site-footer__links">
                  {group.links.map((link) => (
                    <li key={link.uid}>
                      <CmsLink link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        ) : null}
        {footer.html ? (
          <SafeHtml html={footer.html} as="div" className="site-footer__legal" />
        ) : (
          <p className="site-footer__legal">© {siteName}</p>
        )}
      </div>
    </footer>
  );
}
