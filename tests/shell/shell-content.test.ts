import { describe, expect, it } from "vitest";
import { safeCmsUrl } from "~/lib/shell/cms-text.server";
import { htmlToText } from "~/lib/sanitize.server";
import { CmsPageSchema } from "~/lib/occ/cms.server";
import { shellFromCms } from "~/lib/shell/shell.server";
import { homepageJson } from "./cms-fixture";

const page = (site: "corporate" | "wholesale" = "corporate") => CmsPageSchema.parse(homepageJson({ site }));
const withFlag = { showLoginPreferencePage: true };
const withoutFlag = { showLoginPreferencePage: false };

describe("shell content from the CMS homepage", () => {
  it("takes the logo, site links and footer from their slots", () => {
    const shell = shellFromCms(page(), { siteType: "corporate", user: withFlag, cartCount: 3 });
    expect(shell.siteName).toBe("Uniform Store");
    expect(shell.logo).toEqual({ src: "/medias/cms/logo-corporate.svg", alt: "Uniform Store home", href: "/" });
    expect(shell.siteLinks.map((l) => l.label)).toEqual(["Order uniform"]); // the javascript: link is dropped
    expect(shell.footer.groups).toEqual([
      { uid: "FooterShopLinks", title: "Shop", links: [{ uid: "FooterShopLink", label: "Order uniform", url: "/orderUniform", reloadDocument: false }] },
    ]);
    expect(shell.footer.html).toBe("<p>© 2026 Uniform Store</p>");
    expect(shell.cartCount).toBe(3);
  });

  it("shows Login & Security only to users with showLoginPreferencePage, as a full page navigation", () => {
    const withIt = shellFromCms(page(), { siteType: "corporate", user: withFlag, cartCount: null }).accountLinks;
    expect(withIt.map((l) => l.label)).toEqual(["My Profile", "Login & Security", "Delivery and Shipping", "Billing"]);
    expect(withIt.find((l) => l.uid === "LoginSecurityLink")?.reloadDocument).toBe(true);
    expect(withIt.find((l) => l.uid === "MyProfileLink")?.reloadDocument).toBe(false);

    const without = shellFromCms(page(), { siteType: "corporate", user: withoutFlag, cartCount: null }).accountLinks;
    expect(without.map((l) => l.label)).toEqual(["My Profile", "Delivery and Shipping", "Billing"]);
    expect(shellFromCms(page(), { siteType: "corporate", user: {}, cartCount: null }).accountLinks.map((l) => l.uid)).not.toContain(
      "LoginSecurityLink",
    );
  });

  it("has no account links for anonymous visitors; a guest cart's count shows, no cart no count", () => {
    const shell = shellFromCms(page(), { siteType: "corporate", user: null, cartCount: 5 });
    expect(shell.accountLinks).toEqual([]);
    expect(shell.cartCount).toBe(5);
    expect(shellFromCms(page(), { siteType: "corporate", user: null, cartCount: null }).cartCount).toBeNull();
  });

  it("gives the wholesale site its Notifications link, outside the account menu", () => {
    const shell = shellFromCms(page("wholesale"), { siteType: "wholesale", user: withFlag, cartCount: 0 });
    expect(shell.notificationsLink).toMatchObject({ uid: "NotificationsLink", label: "Notifications", url: "/my-account/notification-preference" });
    expect(shell.accountLinks.map((l) => l.uid)).not.toContain("NotificationsLink");
    expect(shellFromCms(page(), { siteType: "corporate", user: withFlag, cartCount: 0 }).notificationsLink).toBeNull();
    // Without a NotificationsLink in the CMS, no link (its page does not exist yet: no default to a 404).
    expect(shellFromCms(page(), { siteType: "wholesale", user: withFlag, cartCount: 0 }).notificationsLink).toBeNull();
  });

  it("sanitises the global messages and keeps the three severities in order", () => {
    const { globalMessages } = shellFromCms(page(), { siteType: "corporate", user: null, cartCount: null });
    expect(globalMessages).toEqual([
      { uid: "Sys", severity: "system", html: "<p>System <strong>down</strong></p>" },
      { uid: "Gen", severity: "general", html: '<p><a href="/search/fleece" rel="noopener noreferrer">Fleece</a></p>' },
      { uid: "Warn", severity: "warning", html: "<p>Order by <em>12 December</em>.</p>" },
    ]);
  });

  it("still renders a shell without CMS content", () => {
    const shell = shellFromCms(null, { siteType: "wholesale", user: withFlag, cartCount: null });
    expect(shell.siteName).toBe("Uniform Store Wholesale");
    expect(shell.logo).toBeNull();
    expect(shell.siteLinks).toEqual([]);
    expect(shell.globalMessages).toEqual([]);
    expect(shell.footer).toEqual({ groups: [], html: null });
    // No default Notifications link while its page does not exist (issue 21: links waiting for their pages).
    expect(shell.notificationsLink).toBeNull();
  });
});

describe("CMS text and URL rules", () => {
  it("turns CMS fields into plain text with entities decoded once", () => {
    expect(htmlToText("Login &amp; Security")).toBe("Login & Security");
    expect(htmlToText("Help & FAQs")).toBe("Help & FAQs");
    expect(htmlToText("<b>Bold</b> &lt;tag&gt; &amp;amp;")).toBe("Bold <tag> &amp;");
    expect(htmlToText(null)).toBe("");
  });

  it("accepts same-site paths and http(s) URLs only", () => {
    expect(safeCmsUrl("/faq")).toBe("/faq");
    expect(safeCmsUrl("https://help.example/faq")).toBe("https://help.example/faq");
    expect(safeCmsUrl("javascript:alert(1)")).toBeNull();
    expect(safeCmsUrl("//evil.example")).toBeNull();
    expect(safeCmsUrl("/\\evil.example")).toBeNull();
    expect(safeCmsUrl("data:text/html,x")).toBeNull();
    expect(safeCmsUrl("")).toBeNull();
  });
});
