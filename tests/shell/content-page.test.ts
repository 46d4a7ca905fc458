import { type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { contentPageFromCms } from "~/lib/content/content-page.server";
import * as messages from "~/lib/messages";
import { CmsPageSchema } from "~/lib/occ/cms.server";
import { createRequestContext } from "~/lib/request-context.server";
import { loader } from "~/routes/$";
import { OCC_BASE_URL, htmlPage } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, useTestEnv } from "../mocks/session";
import { link, slot } from "./cms-fixture";

useTestEnv();
useMswServer();

const CMS_PAGES = `${OCC_BASE_URL}/corporate/cms/pages`;

const paragraph = (uid: string, title: string | null, content: string) => ({ uid, typeCode: "CMSParagraphComponent", name: uid, title, content });

/** The terms page as the reference backend serves it (backend/src/seed-data/cms.ts CONTENT_PAGES), trimmed. */
function termsPageJson() {
  return {
    uid: "termsAndConditions",
    name: "Terms and Conditions",
    title: "Terms and conditions",
    template: "ContentPage1Template",
    label: "/terms-and-conditions",
    contentSlots: {
      contentSlot: [
        slot("SiteLinks", [link("OrderUniformLink", "Order uniform", "/orderUniform")]),
        slot("TermsAndConditionsContent", [
          paragraph("TermsAboutParagraph", "About these terms", "<p>These terms apply to <em>every</em> order.</p><script>alert('x')</script>"),
          paragraph("TermsOrdersParagraph", "Orders &amp; approvals", '<p onclick="steal()">Orders wait for an approver.</p>'),
          { uid: "SomeBanner", typeCode: "SimpleBannerComponent", name: "Not a paragraph" },
        ]),
        slot("Footer", [paragraph("FooterCopyrightParagraph", null, "<p>&copy; 2026 Uniform Store.</p>")]),
      ],
    },
  };
}

let asked: string[];
beforeEach(() => {
  asked = [];
  server.use(
    http.get(CMS_PAGES, ({ request }) => {
      const label = new URL(request.url).searchParams.get("pageLabelOrId") ?? "";
      asked.push(label);
      if (label === "/terms-and-conditions") return HttpResponse.json(termsPageJson());
      if (label === "/search") return HttpResponse.json({ ...termsPageJson(), uid: "search", contentSlots: { contentSlot: [slot("Footer", [])] } });
      if (label === "/down") return htmlPage(502);
      return HttpResponse.json({ errors: [{ type: "UnknownIdentifierError", message: `Page '${label}' not found` }] }, { status: 404 });
    }),
  );
});

const load = (url: string) =>
  loader({ request: pageRequest(url), context: createRequestContext("nonce"), params: {} } as LoaderFunctionArgs);

describe("content pages from the CMS", () => {
  it("takes the title and the page's own paragraphs, sanitised, leaving the shell's slots and other components out", () => {
    const page = contentPageFromCms(CmsPageSchema.parse(termsPageJson()));
    expect(page?.title).toBe("Terms and conditions");
    expect(page?.sections.map((section) => section.title)).toEqual(["About these terms", "Orders & approvals"]);
    expect(page?.sections[0]?.html).toContain("<em>every</em>");
    expect(page?.sections.map((section) => section.html).join("")).not.toMatch(/script|onclick|alert|steal/);
    expect(page?.sections.map((section) => section.uid)).not.toContain("FooterCopyrightParagraph");
  });

  it("is no content page without paragraphs of its own", () => {
    const json = termsPageJson();
    const withoutOwn = { ...json, contentSlots: { contentSlot: json.contentSlots.contentSlot.filter((s) => s.position !== "TermsAndConditionsContent") } };
    expect(contentPageFromCms(CmsPageSchema.parse(withoutOwn))).toBeNull();
  });
});

describe("the catch-all route", () => {
  it("serves the content page whose label is the path (a trailing slash ignored)", async () => {
    await expect(load("http://shop.test/terms-and-conditions")).resolves.toMatchObject({ title: "Terms and conditions" });
    await expect(load("http://shop.test/terms-and-conditions/")).resolves.toMatchObject({ title: "Terms and conditions" });
    expect(asked).toEqual(["/terms-and-conditions", "/terms-and-conditions"]);
  });

  it("is the 404 page for a path that is no content page, or a page without content of its own", async () => {
    for (const path of ["/no-such-page", "/search"]) {
      const response = await thrownResponse(load(`http://shop.test${path}`));
      expect(response.status, path).toBe(404);
    }
  });

  it("does not ask the backend for an overlong path", async () => {
    const response = await thrownResponse(load(`http://shop.test/${"x".repeat(250)}`));
    expect(response.status).toBe(404);
    expect(asked).toEqual([]);
  });

  it("sends a path containing 'expired' to the link-expired view without asking the CMS", async () => {
    const response = await thrownResponse(load("http://shop.test/link-expired?mode=email"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/expired?mode=email");
    expect(asked).toEqual([]);
  });

  it("shows the catalogue text when the backend fails", async () => {
    const response = await thrownResponse(load("http://shop.test/down"));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.badGateway });
  });
});
