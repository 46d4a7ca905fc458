import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OccClient } from "~/lib/occ/client.server";
import {
  CmsBannerSchema,
  CmsGlobalMessageSchema,
  CmsLinkSchema,
  CmsPageSchema,
  componentsOf,
  getCmsComponents,
  getCmsPage,
  slotComponents,
} from "~/lib/occ/cms.server";
import { OCC_BASE_URL } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { homepageJson, link } from "./cms-fixture";

useMswServer();

function client(signedIn: boolean) {
  return new OccClient({
    config: { baseUrl: OCC_BASE_URL, baseSite: "corporate", timeoutMs: 2000 },
    tokens: {
      current: async () => (signedIn ? { accessToken: "token-1" } : null),
      refresh: async () => null,
      sessionExpired: async () => new Error("expired"),
    },
  });
}

describe("CMS schemas", () => {
  it("parse a page with its slots and loosely typed components", () => {
    const page = CmsPageSchema.parse(homepageJson());
    expect(page.uid).toBe("homepage");
    expect(page.contentSlots.map((s) => s.position)).toContain("GlobalMessage");
    expect(slotComponents(page, "SiteLinks").map((c) => c.uid)).toEqual(["OrderUniformLink", "EvilLink"]);
    expect(slotComponents(page, "NoSuchSlot")).toEqual([]);
    expect(slotComponents(null, "SiteLinks")).toEqual([]);
  });

  it("accept a page without slots and slots without components", () => {
    expect(CmsPageSchema.parse({ uid: "p" }).contentSlots).toEqual([]);
    expect(CmsPageSchema.parse({ uid: "p", contentSlots: { contentSlot: [{ position: "Footer" }] } }).contentSlots[0]?.components).toEqual([]);
  });

  it("read links with url or urlLink, labelled by linkName else name", () => {
    expect(CmsLinkSchema.parse(link("A", "Alpha", "/a"))).toEqual({ uid: "A", label: "Alpha", url: "/a" });
    expect(CmsLinkSchema.parse({ uid: "B", name: "Beta", urlLink: "/b" })).toEqual({ uid: "B", label: "Beta", url: "/b" });
    expect(CmsLinkSchema.safeParse({ uid: "C", name: "No url" }).success).toBe(false);
    expect(CmsLinkSchema.safeParse({ uid: "D", url: "/d" }).success).toBe(false);
  });

  it("skip components that do not fit the expected type", () => {
    const messages = componentsOf(slotComponents(CmsPageSchema.parse(homepageJson()), "GlobalMessage"), CmsGlobalMessageSchema);
    expect(messages.map((m) => [m.uid, m.errorSeverity])).toEqual([
      ["Sys", "system"],
      ["Gen", "general"],
      ["Warn", "warning"],
    ]);
    const banners = componentsOf([{ uid: "x", typeCode: "Banner", media: { alt: "no url" } }, { uid: "y", typeCode: "Banner" }], CmsBannerSchema);
    expect(banners.map((b) => b.uid)).toEqual(["y"]);
  });
});

describe("CMS calls", () => {
  it("asks for a content page by label, personalised with userId=current when signed in", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/cms/pages`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(homepageJson());
      }),
    );
    await getCmsPage({ occ: client(true) }, { pageLabelOrId: "homepage", personalised: true });
    await getCmsPage({ occ: client(false) }, { pageLabelOrId: "homepage" });
    expect(seen[0]?.searchParams.get("pageType")).toBe("ContentPage");
    expect(seen[0]?.searchParams.get("pageLabelOrId")).toBe("homepage");
    expect(seen[0]?.searchParams.get("userId")).toBe("current");
    expect(seen[1]?.searchParams.has("userId")).toBe(false);
  });

  it("asks for components by id, in one call", async () => {
    let ids: string | null = null;
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/cms/components`, ({ request }) => {
        ids = new URL(request.url).searchParams.get("componentIds");
        return HttpResponse.json({ component: [link("A", "Alpha", "/a")], pagination: { currentPage: 0, pageSize: 2, totalPages: 1, totalResults: 1 } });
      }),
    );
    const components = await getCmsComponents({ occ: client(false) }, ["A", "Missing"]);
    expect(ids).toBe("A,Missing");
    expect(components.map((c) => c.uid)).toEqual(["A"]);
    await expect(getCmsComponents({ occ: client(false) }, [])).resolves.toEqual([]);
  });
});
