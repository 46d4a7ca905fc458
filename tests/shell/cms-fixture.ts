/** A CMS homepage as the reference backend serves it (docs/reference-backend.md "CMS"), trimmed. */
export function link(uid: string, linkName: string, url: string) {
  return { uid, typeCode: "CMSLinkComponent", name: `${linkName} Link`, linkName, url };
}

export function slot(position: string, component: unknown[]) {
  return { slotId: `${position}Slot`, position, name: position, components: { component } };
}

export function homepageJson(
  options: { site?: "corporate" | "wholesale"; welcomeText?: string; extraSlots?: unknown[]; quickLinks?: unknown[] } = {},
) {
  const site = options.site ?? "corporate";
  const heroType = site === "wholesale" ? "Wholesale_HomepageHeroBannerComponent" : "HomepageHeroBannerComponent";
  return {
    uid: "homepage",
    name: "Homepage",
    title: site === "wholesale" ? "Harbour Uniform Wholesale" : "Uniform Store",
    template: "LandingPage2Template",
    typeCode: "ContentPage",
    label: "homepage",
    contentSlots: {
      contentSlot: [
        slot("SiteLogo", [
          {
            uid: "SiteLogoComponent",
            typeCode: "SimpleBannerComponent",
            name: "Site Logo",
            media: { url: "/medias/cms/logo-corporate.svg", altText: "Uniform Store home" },
            urlLink: "/",
          },
        ]),
        slot("SiteLinks", [link("OrderUniformLink", "Order uniform", "/orderUniform"), link("EvilLink", "Evil", "javascript:alert(1)")]),
        slot("MiniCart", [{ uid: "MiniCartComponent", typeCode: "MiniCartComponent", name: "Mini Cart", title: "Cart" }]),
        slot("ProfileSlot", [
          link("MyProfileLink", "My Profile", "/my-account/profile"),
          link("LoginSecurityLink", "Login &amp; Security", "/my-account/login-security"),
          link("DeliveryShippingLink", "Delivery and Shipping", "/my-account/address-book"),
          link("BillingLink", "Billing", "/my-account/payment-details"),
          ...(site === "wholesale" ? [link("NotificationsLink", "Notifications", "/my-account/notification-preference")] : []),
        ]),
        slot("LeftContentSlot", [link("HelpLink", "Help & FAQs", "/faq")]),
        slot("GlobalMessage", [
          { uid: "Sys", typeCode: "GlobalMessageComponent", errorSeverity: "system", content: "<p>System <strong>down</strong></p>" },
          { uid: "Gen", typeCode: "GlobalMessageComponent", errorSeverity: "general", content: '<p><a href="/search/fleece">Fleece</a></p>' },
          {
            uid: "Warn",
            typeCode: "GlobalMessageComponent",
            errorSeverity: "warning",
            content: "<p>Order by <em>12 December</em>.</p><script>alert('cms-script')</script>",
          },
          { uid: "Odd", typeCode: "GlobalMessageComponent", errorSeverity: "panic", content: "<p>unknown severity</p>" },
        ]),
        slot("HomepageHeroBanner", [
          {
            uid: heroType,
            typeCode: heroType,
            name: "Hero",
            title: "Your uniform, sorted",
            description: "Order your <b>allocation</b>.",
            welcomeText: options.welcomeText ?? "Welcome to your Acme uniform store",
            media: { url: "/medias/cms/hero.svg", altText: "People in uniform" },
            urlLink: "/orderUniform",
            urlName: "Order uniform",
          },
        ]),
        slot(
          "HomepageHeroBannerLinks",
          options.quickLinks ?? [
            link("OrderUniformQuickLink", "Order uniform", "/orderUniform"),
            link("MyPacksQuickLink", "My packs", "/packList"),
            link("WearerExchangeAndReturnLink", "Exchanges and returns", "/my-account/orders?sort=date"),
            link("ApproverExchangeAndReturnLink", "Approve exchanges and returns", "/my-account/approval-dashboard"),
            link("FifthQuickLink", "Fifth", "/fifth"),
          ],
        ),
        slot("ContactBanner", [
          {
            uid: "ContactBannerComponent",
            typeCode: "ContactBannerComponent",
            name: "Contact Banner",
            title: "Need help with your order?",
            description: "Call us.",
            phone: "1300 975 707",
            media: { url: "/medias/cms/contact-icon.svg", altText: "Customer service" },
            urlLink: "/contact-us",
            urlName: "Contact us",
          },
        ]),
        slot("Footer", [
          {
            uid: "FooterShopLinks",
            typeCode: "FooterLinkGroupComponent",
            name: "Footer shop links",
            title: "Shop",
            links: [{ uid: "FooterShopLink", name: "Shop Link", linkName: "Order uniform", url: "/orderUniform" }, { uid: "Broken" }],
          },
          { uid: "FooterCopyrightParagraph", typeCode: "CMSParagraphComponent", name: "Copyright", content: "<p>&copy; 2026 Uniform Store<img src=x onerror=alert(1)></p>" },
        ]),
        ...(options.extraSlots ?? []),
      ],
    },
  };
}
