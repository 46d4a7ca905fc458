import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CLIENT, createTestBackend, get, login, occErrorsSchema, parseJson, readJson, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";
import { isWaitingForPage } from "../src/seed-data/cms";
import { CONTENT_PAGES_WAITING } from "../src/seed-data/search-content";

const componentSchema = z.object({ uid: z.string(), typeCode: z.string(), name: z.string() }).passthrough();
const pageSchema = z.object({
  uid: z.string(),
  name: z.string(),
  title: z.string(),
  template: z.string(),
  contentSlots: z.object({
    contentSlot: z.array(
      z.object({ slotId: z.string(), position: z.string(), name: z.string(), components: z.object({ component: z.array(componentSchema) }) }),
    ),
  }),
});

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

async function homepage(site: string, token?: string, pageId = "homepage") {
  const user = token === undefined ? "" : "&userId=current";
  const response = await get(backend, `/occ/v2/${site}/cms/pages?pageType=ContentPage&pageLabelOrId=${pageId}${user}`, token);
  expect(response.status).toBe(200);
  const page = await parseJson(response, pageSchema);
  const slots = new Map(page.contentSlots.contentSlot.map((slot) => [slot.position, slot.components.component]));
  return { page, slots };
}

describe("CMS user-group restrictions (issue 21: no link to a page the user may not open)", () => {
  async function tokenOf(uid: string) {
    return (await login(backend, uid)).access_token;
  }
  const linkNames = async (uid: string) => {
    const { slots } = await homepage("corporate", await tokenOf(uid));
    return {
      site: slots.get("SiteLinks")?.map((link) => link["linkName"]),
      quick: (slots.get("HomepageHeroBannerLinks") ?? []).map((link) => link.uid),
    };
  };

  it("serves a restricted link only to members of its groups", async () => {
    expect(await linkNames("wearer@acme.example")).toEqual({ site: ["Order uniform", "Packs"], quick: ["OrderUniformQuickLink", "MyPacksQuickLink", "WearerExchangeAndReturnLink"] });
    expect(await linkNames("buyer@acme.example")).toEqual({
      site: ["Order uniform", "Packs", "Purchase orders"],
      quick: ["OrderUniformQuickLink", "MyPacksQuickLink", "WearerExchangeAndReturnLink"],
    });
    expect(await linkNames("approver@acme.example")).toEqual({
      site: ["Order uniform", "Packs", "Approvals"],
      quick: ["OrderUniformQuickLink", "MyPacksQuickLink", "WearerExchangeAndReturnLink", "ApproverExchangeAndReturnLink"],
    });
    expect((await linkNames("admin@acme.example")).site).toEqual(["Order uniform", "Packs", "Purchase orders"]);
  });

  it("a restricted component asked for by id is unknown to others", async () => {
    const wearer = await tokenOf("wearer@acme.example");
    expect((await get(backend, "/occ/v2/corporate/cms/components/ApprovalsLink?userId=current", wearer)).status).toBe(400);
    const list = await get(backend, "/occ/v2/corporate/cms/components?componentIds=PacksLink,ApprovalsLink&userId=current", wearer);
    expect((await parseJson(list, z.object({ component: z.array(componentSchema) }))).component.map((c) => c.uid)).toEqual(["PacksLink"]);
    const approver = await tokenOf("approver@acme.example");
    expect((await get(backend, "/occ/v2/corporate/cms/components/ApprovalsLink?userId=current", approver)).status).toBe(200);
  });
});

describe("GET /occ/v2/{site}/cms/pages", () => {
  it("answers the corporate homepage with the shell's slots", async () => {
    const { page, slots } = await homepage("corporate");
    expect(page).toMatchObject({ uid: "homepage", name: "Homepage", template: "LandingPage2Template" });
    // In page order.
    expect([...slots.keys()]).toEqual(
      ["SiteLogo", "SiteLinks", "MiniCart", "ProfileSlot", "LeftContentSlot", "GlobalMessage", "HomepageHeroBanner", "HomepageHeroBannerLinks", "ContactBanner", "Footer"],
    );
    expect(slots.get("SiteLogo")?.[0]).toMatchObject({ media: { url: "/medias/cms/logo-corporate.svg", altText: "Uniform Store home" }, urlLink: "/" });
    // Purchase orders and Approvals are restricted to the groups that may open them (migration 025): not anonymous.
    expect(slots.get("SiteLinks")?.map((link) => link["linkName"])).toEqual(["Order uniform", "Packs"]);
    // The account menu's links (ProfileSlot), every page of the menu now exists. Login & Security is filtered by the
    // storefront (showLoginPreferencePage).
    expect(slots.get("ProfileSlot")?.map((link) => link["linkName"])).toEqual(["My Profile", "Order history", "Login & Security", "Delivery and Shipping", "Billing"]);
    expect(slots.get("HomepageHeroBanner")?.[0]).toMatchObject({ uid: "HomepageHeroBannerComponent", typeCode: "HomepageHeroBannerComponent" });
    const quickLinks = slots.get("HomepageHeroBannerLinks") ?? [];
    expect(quickLinks.map((link) => link.uid)).toEqual(["OrderUniformQuickLink", "MyPacksQuickLink", "WearerExchangeAndReturnLink"]);
    const contact = slots.get("ContactBanner")?.[0];
    expect(contact).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      media: { url: "/medias/cms/contact-icon.svg", altText: expect.any(String) },
    });
    // Its 'Contact us' link waits for /contact-us.
    expect(contact).not.toHaveProperty("urlLink");
    const footer = slots.get("Footer") ?? [];
    expect(footer.filter((component) => component.typeCode === "FooterLinkGroupComponent").length).toBeGreaterThan(0);
    expect(footer.some((component) => component.typeCode === "CMSParagraphComponent")).toBe(true);
  });

  it("serves one global message per severity, with HTML the storefront must sanitise", async () => {
    const { slots } = await homepage("corporate");
    const messages = z.array(z.object({ errorSeverity: z.string(), content: z.string() })).parse(slots.get("GlobalMessage"));
    expect(messages.map((message) => message.errorSeverity)).toEqual(["system", "general", "warning"]);
    expect(messages.some((message) => message.content.includes("<a href="))).toBe(true);
    expect(messages.some((message) => message.content.includes("<script>"))).toBe(true);
  });

  it("has the shell's slots on both sites", async () => {
    // As each site's approver: the approver's quick link is restricted to approvers (migration 025).
    const approvers = { corporate: "approver@acme.example", wholesale: "approver@wholesale.example" } as const;
    for (const site of ["corporate", "wholesale"] as const) {
      const { slots } = await homepage(site, (await login(backend, approvers[site])).access_token);
      const uids = (slot: string) => (slots.get(slot) ?? []).map((component) => component.uid);
      const quickLinks = slots.get("HomepageHeroBannerLinks") ?? [];
      expect(quickLinks.length, site).toBeGreaterThanOrEqual(2);
      expect(uids("HomepageHeroBannerLinks"), site).toEqual(expect.arrayContaining(["ApproverExchangeAndReturnLink"]));
      for (const link of quickLinks) expect(link).toMatchObject({ typeCode: "CMSLinkComponent", name: expect.any(String), linkName: expect.any(String), url: expect.stringMatching(/^\//) });
      // Every ProfileSlot link (every page of the account menu exists); wholesale also has Notifications.
      const profileLinks = ["MyProfileLink", "OrderHistoryLink", "LoginSecurityLink", "DeliveryShippingLink", "BillingLink"];
      expect(uids("ProfileSlot"), site).toEqual(site === "wholesale" ? [...profileLinks, "NotificationsLink"] : profileLinks);
      expect((slots.get("GlobalMessage") ?? []).map((message) => message["errorSeverity"]), site).toEqual(["system", "general", "warning"]);
      expect(uids("SiteLinks").length, site).toBeGreaterThan(0);
      expect(uids("Footer").length, site).toBeGreaterThan(0);
      expect(uids("ContactBanner"), site).toEqual(["ContactBannerComponent"]);
    }
  });

  it("links to no page that does not exist yet (issue 21: LINKS_WAITING_FOR_PAGES), on either site", () => {
    const rows = backend.db.prepare<[], { json: string }>("SELECT json FROM cms_components").all();
    const urls = rows.flatMap(({ json }) => {
      const fields = JSON.parse(json) as { url?: string; urlLink?: string; links?: { url?: string }[] };
      return [fields.url, fields.urlLink, ...(fields.links ?? []).map((link) => link.url)].filter((url) => url !== undefined);
    });
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => isWaitingForPage(url))).toEqual([]);
    expect(isWaitingForPage("/contact-us?x=1")).toBe(true);
    expect(isWaitingForPage("/my-account/orders?returns=true")).toBe(false);
    expect(isWaitingForPage("/my-account")).toBe(false);
    const content = backend.db.prepare<[], { url: string }>("SELECT url FROM search_content").all();
    expect(content.filter(({ url }) => CONTENT_PAGES_WAITING.some((prefix) => url.startsWith(prefix)))).toEqual([]);
  });

  it("serves the other content pages with the shell's slots but no banners", async () => {
    for (const site of ["corporate", "wholesale"]) {
      for (const pageId of ["ReturnOrExchange", "search", "productList", "productDetails"]) {
        const { page, slots } = await homepage(site, undefined, pageId);
        expect(page.uid).toBe(pageId);
        expect(slots.has("SiteLogo")).toBe(true);
        expect(slots.has("HomepageHeroBanner")).toBe(false);
        expect(slots.has("ContactBanner")).toBe(false);
      }
    }
  });

  it("serves the terms and conditions, the privacy policy and the help page at their labels, with sections of their own", async () => {
    for (const site of ["corporate", "wholesale"]) {
      const terms = await homepage(site, undefined, encodeURIComponent("/terms-and-conditions"));
      expect(terms.page).toMatchObject({ uid: "termsAndConditions", title: "Terms and conditions", template: "ContentPage1Template" });
      expect([...terms.slots.keys()]).toEqual(["SiteLogo", "SiteLinks", "MiniCart", "ProfileSlot", "LeftContentSlot", "GlobalMessage", "TermsAndConditionsContent", "Footer"]);
      const sections = terms.slots.get("TermsAndConditionsContent") ?? [];
      expect(sections.map((section) => section["title"])).toEqual(["About these terms", "Orders and approvals", "Prices and payment", "Delivery", "Returns and exchanges"]);
      expect(sections.every((section) => section.typeCode === "CMSParagraphComponent" && String(section["content"]).startsWith("<p>"))).toBe(true);
      expect(String(sections[0]?.["content"])).toContain(site === "wholesale" ? "Harbour Uniform Wholesale" : "Uniform Store");
      // The footer links to it.
      const helpLinks = (terms.slots.get("Footer") ?? []).find((component) => component.uid === "FooterHelpLinks");
      expect(helpLinks?.["links"]).toEqual(expect.arrayContaining([expect.objectContaining({ linkName: "Terms and conditions", url: "/terms-and-conditions" })]));

      const privacy = await homepage(site, undefined, encodeURIComponent("/privacy"));
      expect(privacy.page).toMatchObject({ uid: "privacyPolicy", title: "Privacy policy" });
      expect((privacy.slots.get("PrivacyPolicyContent") ?? []).map((section) => section["title"])).toEqual(["What we collect", "How we use it", "Your choices"]);

      // The help page the 'Help & FAQs' links go to; wholesale has no packs or proxy ordering to explain.
      const faq = await homepage(site, undefined, encodeURIComponent("/faq"));
      expect(faq.page).toMatchObject({ uid: "faq", title: "Help and FAQs" });
      const questions = (faq.slots.get("FaqContent") ?? []).map((section) => section["title"]);
      expect(questions).toContain("Why is my order waiting for approval?");
      expect(questions.includes("Can I order for someone else?")).toBe(site === "corporate");
      expect(questions[0]).toBe(site === "wholesale" ? "How do I order stock?" : "How do I order my uniform?");
    }
  });

  it("serves different content on the wholesale site", async () => {
    const { page, slots } = await homepage("wholesale");
    expect(page.title).toBe("Harbour Uniform Wholesale");
    expect(slots.get("HomepageHeroBanner")?.[0]?.uid).toBe("Wholesale_HomepageHeroBannerComponent");
    expect(slots.get("SiteLogo")?.[0]).toMatchObject({ media: { url: "/medias/cms/logo-wholesale.svg" } });
  });

  it("answers 404 for an unknown page and 400 for an unknown page type", async () => {
    const unknown = await get(backend, "/occ/v2/corporate/cms/pages?pageType=ContentPage&pageLabelOrId=nope");
    expect(unknown.status).toBe(400);
    expect((await parseJson(unknown, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");
    const badType = await get(backend, "/occ/v2/corporate/cms/pages?pageType=Nope&pageLabelOrId=homepage");
    expect(badType.status).toBe(400);
    expect((await parseJson(badType, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "pageType" });
  });
});

describe("CMS personalisation by org-unit country", () => {
  const personalised = async (site: string, token?: string) => {
    const { slots } = await homepage(site, token);
    const hero = slots.get("HomepageHeroBanner")?.[0];
    const contact = slots.get("ContactBanner")?.[0];
    return { welcomeText: hero?.["welcomeText"], phone: contact?.["phone"], title: hero?.["title"] };
  };

  it("serves the AU texts without a user, and the user's country's texts with userId=current", async () => {
    expect(await personalised("corporate")).toEqual({ welcomeText: "Welcome to your Acme uniform store", phone: "1300 975 707", title: "Your uniform, sorted" });
    const { access_token: acme } = await login(backend, "buyer@acme.example");
    expect(await personalised("corporate", acme)).toMatchObject({ welcomeText: "Welcome to your Acme uniform store", phone: "1300 975 707" });
    const { access_token: kiwi } = await login(backend, "wearer@kiwi.example");
    expect(await personalised("corporate", kiwi)).toEqual({ welcomeText: "Kia ora, welcome to your uniform store", phone: "0800 975 707", title: "Your uniform, sorted" });
    const { access_token: harbour } = await login(backend, "buyer@wholesale.example");
    expect(await personalised("wholesale", harbour)).toMatchObject({ welcomeText: "Welcome to your Acme uniform store", phone: "1300 975 709" });
    expect(await personalised("wholesale")).toMatchObject({ welcomeText: "Welcome to your Acme uniform store" });

    // Without userId=current the token is ignored (AU content), also a token that is not valid.
    const page = await get(backend, "/occ/v2/corporate/cms/pages?pageLabelOrId=homepage", kiwi);
    expect(JSON.stringify(await readJson(page))).not.toContain("Kia ora");
    expect((await get(backend, "/occ/v2/corporate/cms/pages?pageLabelOrId=homepage", "not-a-token")).status).toBe(200);

    const components = await get(backend, "/occ/v2/corporate/cms/components?componentIds=HomepageHeroBannerComponent&userId=current", kiwi);
    expect(await readJson(components)).toMatchObject({ component: [{ welcomeText: "Kia ora, welcome to your uniform store" }] });
    const one = await get(backend, "/occ/v2/corporate/cms/components/ContactBannerComponent?userId=current", kiwi);
    expect(await readJson(one)).toMatchObject({ phone: "0800 975 707", title: "Need help with your order?" });
    expect(one.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("needs a valid user token of the site for userId=current", async () => {
    const url = "/occ/v2/corporate/cms/pages?pageLabelOrId=homepage&userId=current";
    const missing = await get(backend, url);
    expect(missing.status).toBe(401);
    expect((await parseJson(missing, occErrorsSchema)).errors[0]?.type).toBe("InvalidTokenError");
    expect((await get(backend, url, "not-a-token")).status).toBe(401);

    const client = await parseJson(
      await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }),
      tokenBodySchema,
    );
    const forbidden = await get(backend, url, client.access_token);
    expect(forbidden.status).toBe(403);
    expect((await parseJson(forbidden, occErrorsSchema)).errors[0]?.type).toBe("ForbiddenError");

    const { access_token: harbour } = await login(backend, "buyer@wholesale.example");
    expect((await get(backend, url, harbour)).status).toBe(403);
    const badUserId = await get(backend, "/occ/v2/corporate/cms/pages?pageLabelOrId=homepage&userId=someone");
    expect((await parseJson(badUserId, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "userId" });
  });
});

describe("GET /occ/v2/{site}/cms/components", () => {
  it("answers the components asked for, in order, leaving unknown ids out", async () => {
    const response = await get(backend, "/occ/v2/corporate/cms/components?componentIds=PacksLink,nope,HelpLink&currentPage=0&pageSize=10");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      component: [
        { uid: "PacksLink", typeCode: "CMSLinkComponent", name: "Packs Link", linkName: "Packs", url: "/packList" },
        { uid: "HelpLink", typeCode: "CMSLinkComponent", name: "Help & FAQs Link", linkName: "Help & FAQs", url: "/faq" },
      ],
      pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: 2 },
    });
  });

  it("pages the found components", async () => {
    const response = await get(backend, "/occ/v2/corporate/cms/components?componentIds=PacksLink,OrderUniformLink,HelpLink&currentPage=1&pageSize=2");
    expect(await readJson(response)).toMatchObject({ component: [{ uid: "HelpLink" }], pagination: { currentPage: 1, totalPages: 2, totalResults: 3 } });
  });

  it("requires componentIds", async () => {
    for (const query of ["", "?componentIds=", "?componentIds=,,"]) {
      const response = await get(backend, `/occ/v2/corporate/cms/components${query}`);
      expect(response.status).toBe(400);
      expect((await parseJson(response, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "componentIds" });
    }
  });

  it("answers one component by uid, per site, and 404 for an unknown uid", async () => {
    const hero = await get(backend, "/occ/v2/wholesale/cms/components/Wholesale_HomepageHeroBannerComponent");
    expect(await readJson(hero)).toMatchObject({ typeCode: "Wholesale_HomepageHeroBannerComponent", media: { url: "/medias/cms/hero-wholesale.svg" } });
    expect((await get(backend, "/occ/v2/corporate/cms/components/Wholesale_HomepageHeroBannerComponent")).status).toBe(400);
  });
});
