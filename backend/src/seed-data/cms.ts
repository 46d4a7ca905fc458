/** CMS content per base site: the homepage and other content pages, the components of the shell's slots, personalisation. */

export interface ComponentSeed {
  uid: string;
  typeCode: string;
  slot: string;
  /** The component's typed fields (name, url, media, content, ...), served as they are. */
  fields: Record<string, unknown>;
}

export interface PageSeed {
  uid: string;
  label: string;
  name: string;
  title: string;
  template: string;
  slots: { slot: string; slotId: string; name: string }[];
}

/** The shell's slots, in page order. */
const HOMEPAGE_SLOTS = [
  ["SiteLogo", "Site Logo"],
  ["SiteLinks", "Site Links"],
  ["MiniCart", "Mini Cart"],
  ["ProfileSlot", "Profile"],
  ["LeftContentSlot", "Left Content"],
  ["GlobalMessage", "Global Message"],
  ["HomepageHeroBanner", "Homepage Hero Banner"],
  ["HomepageHeroBannerLinks", "Homepage Hero Banner Links"],
  ["ContactBanner", "Contact Banner"],
  ["Footer", "Footer"],
] as const;

/** The header, messages and footer: every page has them; the banners are the homepage's own. */
const HOMEPAGE_ONLY = new Set<string>(["HomepageHeroBanner", "HomepageHeroBannerLinks", "ContactBanner"]);
const SHELL_SLOTS = HOMEPAGE_SLOTS.filter(([slot]) => !HOMEPAGE_ONLY.has(slot));

const slots = (list: readonly (readonly [string, string])[]) => list.map(([slot, name]) => ({ slot, slotId: `${slot}Slot`, name }));

/** Pages the storefront asks for by id (page ids and page modes); only the homepage has content of its own. */
const OTHER_PAGES = [
  { uid: "ReturnOrExchange", name: "Return or Exchange", title: "Returns and exchanges", template: "AccountPageTemplate" },
  { uid: "search", name: "Search Results", title: "Search results", template: "SearchResultsListPageTemplate" },
  { uid: "productList", name: "Product List", title: "Products", template: "ProductListPageTemplate" },
  { uid: "productDetails", name: "Product Details", title: "Product details", template: "ProductDetailsPageTemplate" },
] as const;

export function cmsPages(site: "corporate" | "wholesale"): PageSeed[] {
  return [
    {
      uid: "homepage",
      label: "homepage",
      name: "Homepage",
      title: site === "wholesale" ? "Harbour Uniform Wholesale" : "Uniform Store",
      template: "LandingPage2Template",
      slots: slots(HOMEPAGE_SLOTS),
    },
    ...OTHER_PAGES.map((page) => ({ ...page, label: page.uid, slots: slots(SHELL_SLOTS) })),
  ];
}

export interface PersonalisationSeed {
  componentUid: string;
  country: "AU" | "NZ";
  /** Merged over the component's fields for users whose org unit is in `country` (AU also for anonymous callers). */
  fields: Record<string, unknown>;
}

/** The hero's welcome text, the same on both sites. Documented in docs/reference-backend.md. */
export const WELCOME_TEXTS = {
  AU: "Welcome to your Acme uniform store",
  NZ: "Kia ora, welcome to your uniform store",
} as const;

/** The contact banner's phone number per site and country. */
export const CONTACT_PHONES = {
  corporate: { AU: "1300 975 707", NZ: "0800 975 707" },
  wholesale: { AU: "1300 975 709", NZ: "0800 975 709" },
} as const;

export function cmsPersonalisations(site: "corporate" | "wholesale"): PersonalisationSeed[] {
  const hero = site === "wholesale" ? "Wholesale_HomepageHeroBannerComponent" : "HomepageHeroBannerComponent";
  return (["AU", "NZ"] as const).flatMap((country) => [
    { componentUid: hero, country, fields: { welcomeText: WELCOME_TEXTS[country] } },
    { componentUid: "ContactBannerComponent", country, fields: { phone: CONTACT_PHONES[site][country] } },
  ]);
}

const link = (slot: string, uid: string, linkName: string, url: string): ComponentSeed => ({
  uid,
  typeCode: "CMSLinkComponent",
  slot,
  fields: { name: `${linkName} Link`, linkName, url },
});

const groupLink = (uid: string, linkName: string, url: string) => ({ uid, name: `${linkName} Link`, linkName, url });

const GLOBAL_MESSAGES: ComponentSeed[] = [
  {
    uid: "SystemMaintenanceMessage",
    typeCode: "GlobalMessageComponent",
    slot: "GlobalMessage",
    fields: {
      name: "System maintenance message",
      errorSeverity: "system",
      content: "<p>Scheduled maintenance: ordering is unavailable on <strong>Sunday 30 November</strong> from 1 am to 3 am.</p>",
    },
  },
  {
    uid: "WinterRangeMessage",
    typeCode: "GlobalMessageComponent",
    slot: "GlobalMessage",
    fields: {
      name: "Winter range message",
      errorSeverity: "general",
      content: '<p>The winter range has arrived. <a href="/search/fleece">Browse fleece and jackets</a>.</p>',
    },
  },
  {
    uid: "ChristmasCutOffMessage",
    typeCode: "GlobalMessageComponent",
    slot: "GlobalMessage",
    fields: {
      name: "Christmas cut-off message",
      errorSeverity: "warning",
      // The script must never run: the storefront sanitises CMS HTML (this item exercises that).
      content: "<p>Order by <em>12 December</em> for delivery before Christmas.</p><script>alert('cms-script')</script>",
    },
  },
];

const FOOTER_PARAGRAPH: ComponentSeed = {
  uid: "FooterCopyrightParagraph",
  typeCode: "CMSParagraphComponent",
  slot: "Footer",
  fields: {
    name: "Footer copyright",
    content: "<p>&copy; 2026 Uniform Store. Prices include GST where shown. Uniforms are supplied under your organisation's agreement.</p>",
  },
};

const PROFILE_LINKS: ComponentSeed[] = [
  link("ProfileSlot", "MyProfileLink", "My Profile", "/my-account/profile"),
  link("ProfileSlot", "LoginSecurityLink", "Login & Security", "/my-account/login-security"),
  link("ProfileSlot", "DeliveryShippingLink", "Delivery and Shipping", "/my-account/address-book"),
  link("ProfileSlot", "BillingLink", "Billing", "/my-account/payment-details"),
];

const MINI_CART: ComponentSeed = {
  uid: "MiniCartComponent",
  typeCode: "MiniCartComponent",
  slot: "MiniCart",
  fields: { name: "Mini Cart", title: "Cart", totalDisplay: "TOTAL", shownProductCount: "3" },
};

function corporate(): ComponentSeed[] {
  return [
    {
      uid: "SiteLogoComponent",
      typeCode: "SimpleBannerComponent",
      slot: "SiteLogo",
      fields: { name: "Site Logo", media: { url: "/medias/cms/logo-corporate.svg", altText: "Uniform Store home" }, urlLink: "/" },
    },
    link("SiteLinks", "OrderUniformLink", "Order uniform", "/orderUniform"),
    link("SiteLinks", "PacksLink", "Packs", "/packList"),
    link("SiteLinks", "PurchaseOrdersLink", "Purchase orders", "/purchase-order"),
    link("SiteLinks", "ApprovalsLink", "Approvals", "/my-account/approval-dashboard"),
    MINI_CART,
    ...PROFILE_LINKS,
    link("LeftContentSlot", "HelpLink", "Help & FAQs", "/faq"),
    link("LeftContentSlot", "ContactUsLink", "Contact us", "/contact-us"),
    ...GLOBAL_MESSAGES,
    {
      uid: "HomepageHeroBannerComponent",
      typeCode: "HomepageHeroBannerComponent",
      slot: "HomepageHeroBanner",
      fields: {
        name: "Homepage Hero Banner",
        title: "Your uniform, sorted",
        description: "Order your allocation, track deliveries and arrange exchanges in one place.",
        media: { url: "/medias/cms/hero-corporate.svg", altText: "Team members wearing Acme workwear" },
        urlLink: "/orderUniform",
        urlName: "Order uniform",
      },
    },
    link("HomepageHeroBannerLinks", "OrderUniformQuickLink", "Order uniform", "/orderUniform"),
    link("HomepageHeroBannerLinks", "MyPacksQuickLink", "My packs", "/packList"),
    link("HomepageHeroBannerLinks", "WearerExchangeAndReturnLink", "Exchanges and returns", "/my-account/orders"),
    link("HomepageHeroBannerLinks", "ApproverExchangeAndReturnLink", "Approve exchanges and returns", "/my-account/approval-dashboard"),
    {
      uid: "ContactBannerComponent",
      typeCode: "ContactBannerComponent",
      slot: "ContactBanner",
      fields: {
        name: "Contact Banner",
        title: "Need help with your order?",
        description: "Our customer service team is available Monday to Friday, 8 am to 6 pm.",
        media: { url: "/medias/cms/contact-icon.svg", altText: "Customer service" },
        urlLink: "/contact-us",
        urlName: "Contact us",
      },
    },
    ...footer("Order uniform", "/orderUniform"),
  ];
}

function wholesale(): ComponentSeed[] {
  return [
    {
      uid: "SiteLogoComponent",
      typeCode: "SimpleBannerComponent",
      slot: "SiteLogo",
      fields: { name: "Site Logo", media: { url: "/medias/cms/logo-wholesale.svg", altText: "Harbour Uniform Wholesale home" }, urlLink: "/" },
    },
    link("SiteLinks", "ShopLink", "Shop", "/search"),
    link("SiteLinks", "BulkUploadLink", "Bulk upload", "/bulk-upload"),
    link("SiteLinks", "PurchaseOrdersLink", "Purchase orders", "/purchase-order"),
    link("SiteLinks", "StoresLink", "Stores", "/organization/units"),
    MINI_CART,
    ...PROFILE_LINKS,
    link("ProfileSlot", "NotificationsLink", "Notifications", "/my-account/notification-preference"),
    link("LeftContentSlot", "HelpLink", "Help & FAQs", "/faq"),
    link("LeftContentSlot", "ContactUsLink", "Contact us", "/contact-us"),
    ...GLOBAL_MESSAGES,
    {
      uid: "Wholesale_HomepageHeroBannerComponent",
      typeCode: "Wholesale_HomepageHeroBannerComponent",
      slot: "HomepageHeroBanner",
      fields: {
        name: "Wholesale Homepage Hero Banner",
        title: "Stock your stores",
        description: "Wholesale prices on the full workwear range, with bulk upload for large orders.",
        media: { url: "/medias/cms/hero-wholesale.svg", altText: "Folded workwear on warehouse shelves" },
        urlLink: "/search",
        urlName: "Shop the range",
      },
    },
    link("HomepageHeroBannerLinks", "ShopQuickLink", "Shop the range", "/search"),
    link("HomepageHeroBannerLinks", "BulkUploadQuickLink", "Bulk upload", "/bulk-upload"),
    link("HomepageHeroBannerLinks", "WearerExchangeAndReturnLink", "Exchanges and returns", "/my-account/orders"),
    link("HomepageHeroBannerLinks", "ApproverExchangeAndReturnLink", "Approve exchanges and returns", "/my-account/approval-dashboard"),
    {
      uid: "ContactBannerComponent",
      typeCode: "ContactBannerComponent",
      slot: "ContactBanner",
      fields: {
        name: "Contact Banner",
        title: "Talk to your account manager",
        description: "Questions about wholesale pricing or stock? We reply within one business day.",
        media: { url: "/medias/cms/contact-icon.svg", altText: "Account manager" },
        urlLink: "/contact-us",
        urlName: "Contact us",
      },
    },
    ...footer("Shop", "/search"),
  ];
}

function footer(shopName: string, shopUrl: string): ComponentSeed[] {
  return [
    {
      uid: "FooterShopLinks",
      typeCode: "FooterLinkGroupComponent",
      slot: "Footer",
      fields: {
        name: "Footer shop links",
        title: "Shop",
        links: [groupLink("FooterShopLink", shopName, shopUrl), groupLink("FooterSearchLink", "Search", "/search")],
      },
    },
    {
      uid: "FooterAccountLinks",
      typeCode: "FooterLinkGroupComponent",
      slot: "Footer",
      fields: {
        name: "Footer account links",
        title: "My account",
        links: [
          groupLink("FooterProfileLink", "My Profile", "/my-account/profile"),
          groupLink("FooterOrdersLink", "Order history", "/my-account/orders"),
        ],
      },
    },
    {
      uid: "FooterHelpLinks",
      typeCode: "FooterLinkGroupComponent",
      slot: "Footer",
      fields: {
        name: "Footer help links",
        title: "Help",
        links: [
          groupLink("FooterContactLink", "Contact us", "/contact-us"),
          groupLink("FooterFaqLink", "Help & FAQs", "/faq"),
          groupLink("FooterPrivacyLink", "Privacy policy", "/privacy"),
          groupLink("FooterTermsLink", "Terms of use", "/terms"),
        ],
      },
    },
    FOOTER_PARAGRAPH,
  ];
}

export const cmsComponents = (site: "corporate" | "wholesale"): ComponentSeed[] =>
  site === "wholesale" ? wholesale() : corporate();
