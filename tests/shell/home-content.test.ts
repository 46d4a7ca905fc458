import { describe, expect, it } from "vitest";
import { homeFromCms } from "~/lib/shell/home-content.server";
import { CmsPageSchema } from "~/lib/occ/cms.server";
import { homepageJson, link } from "./cms-fixture";

describe("home content from the CMS homepage", () => {
  it("uses HomepageHeroBannerComponent on the corporate site, with the backend's welcome text", () => {
    const home = homeFromCms(CmsPageSchema.parse(homepageJson({ welcomeText: "Kia ora, welcome" })), "corporate");
    expect(home.hero).toMatchObject({
      component: "HomepageHeroBannerComponent",
      title: "Your uniform, sorted",
      description: "Order your allocation.",
      welcomeText: "Kia ora, welcome",
      image: { src: "/medias/cms/hero.svg", alt: "People in uniform" },
      cta: { label: "Order uniform", url: "/orderUniform" },
    });
  });

  it("uses Wholesale_HomepageHeroBannerComponent on the wholesale site", () => {
    const page = CmsPageSchema.parse(homepageJson({ site: "wholesale" }));
    expect(homeFromCms(page, "wholesale").hero?.component).toBe("Wholesale_HomepageHeroBannerComponent");
    expect(homeFromCms(page, "corporate").hero, "the corporate hero is not on the wholesale page").toBeNull();
  });

  it("numbers up to 4 quick links and adds returns=true to the exchange-and-return links", () => {
    const { quickLinks } = homeFromCms(CmsPageSchema.parse(homepageJson()), "corporate");
    expect(quickLinks.map((l) => [l.number, l.label, l.url])).toEqual([
      ["01", "Order uniform", "/orderUniform"],
      ["02", "My packs", "/packList"],
      ["03", "Exchanges and returns", "/my-account/orders?sort=date&returns=true"],
      ["04", "Approve exchanges and returns", "/my-account/approval-dashboard?returns=true"],
    ]);
  });

  it("skips unusable quick links before numbering", () => {
    const page = CmsPageSchema.parse(
      homepageJson({ quickLinks: [link("Bad", "Bad", "javascript:x"), link("ApproverExchangeAndReturnLink", "Approve", "/a")] }),
    );
    expect(homeFromCms(page, "corporate").quickLinks.map((l) => [l.number, l.url])).toEqual([["01", "/a?returns=true"]]);
  });

  it("reads the contact banner and the help links", () => {
    const home = homeFromCms(CmsPageSchema.parse(homepageJson()), "corporate");
    expect(home.contactBanner).toEqual({
      title: "Need help with your order?",
      description: "Call us.",
      phone: { text: "1300 975 707", tel: "1300975707" },
      icon: { src: "/medias/cms/contact-icon.svg", alt: "Customer service" },
      link: { uid: "ContactBannerComponentLink", label: "Contact us", url: "/contact-us", reloadDocument: false },
    });
    expect(home.helpLinks.map((l) => l.label)).toEqual(["Help & FAQs"]);
  });
});
