import { describe, expect, it } from "vitest";
import { getCmsComponents, getCmsPage, slotComponents } from "~/lib/occ/cms.server";
import { contract } from "./harness";
import { stockComponentList, stockHomepage } from "./fixtures/cms";

const PAGES = "Spartacus projects/core/src/occ/adapters/cms/occ-cms-page.adapter.ts (pages?pageLabelOrId=&pageType=ContentPage); spec part 2 §7 'cms/pages … with userId'";
const COMPONENTS = "Spartacus projects/core/src/occ/adapters/cms/occ-cms-component.adapter.ts (components?componentIds=&currentPage=&pageSize=)";

describe("contract: CMS (stock)", () => {
  it("GET cms/pages?pageType=ContentPage&pageLabelOrId=homepage reads SAP's CMSPageWsDTO (extra fields, a slot without components)", async () => {
    const run = contract([
      { source: PAGES, request: { method: "GET", path: "cms/pages", query: { pageType: "ContentPage", pageLabelOrId: "homepage" } }, response: { status: 200, body: stockHomepage } },
    ]);
    const page = await run.verify(getCmsPage({ occ: run.occ }, { pageLabelOrId: "homepage" }));
    expect(page.uid).toBe("homepage");
    expect(slotComponents(page, "SiteLogo").map((c) => c.uid)).toEqual(["SiteLogoComponent"]);
    expect(slotComponents(page, "Section5")).toEqual([]);
  });

  it("personalised: adds userId=current (spec)", async () => {
    const run = contract([
      { source: PAGES, request: { method: "GET", path: "cms/pages", query: { pageType: "ContentPage", pageLabelOrId: "homepage", userId: "current" } }, response: { status: 200, body: stockHomepage } },
    ]);
    await run.verify(getCmsPage({ occ: run.occ }, { pageLabelOrId: "homepage", personalised: true }));
  });

  it("GET cms/components?componentIds=&currentPage=0&pageSize= reads SAP's ComponentListWsDTO", async () => {
    const run = contract([
      { source: COMPONENTS, request: { method: "GET", path: "cms/components", query: { componentIds: "FooterParagraph,Missing", currentPage: "0", pageSize: "2" } }, response: { status: 200, body: stockComponentList } },
    ], { token: false });
    const components = await run.verify(getCmsComponents({ occ: run.occ }, ["FooterParagraph", "Missing"]));
    expect(components.map((c) => c.uid)).toEqual(["FooterParagraph"]);
  });
});
