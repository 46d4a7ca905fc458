import { Link } from "@remix-run/react";
import { type ShellData } from "~/lib/shell/shell.server";

/** The SiteLogo slot's banner as the home link; the site name as text when the CMS has none. */
export function SiteLogo({ logo, siteName }: { logo: ShellData["logo"]; siteName: string }) {
  return (
    <Link to={logo?.href ?? "/"} className="site-logo">
      {logo ? <img className="site-logo__image" src={logo.src} alt={logo.alt} width="171" height="40" /> : siteName}
    </Link>
  );
}
