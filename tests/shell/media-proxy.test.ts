import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loadMedia } from "~/lib/shell/media-proxy.server";
import { OCC_ORIGIN } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

/** A SAP Commerce media URL's storage context (base64 of `master|images|…`), as SAP's ProductWsDTO image URLs carry it. */
const CONTEXT = "bWFzdGVyfGltYWdlc3wxMjM0NXxpbWFnZS9qcGVnfGg0Ni9oZjAvODc5NjY0OTc2MjQ2Mi5qcGd8YWJj==";

describe("/medias/* proxy (issue 22: SAP's ?context= query)", () => {
  it("keeps the context query through to MEDIA_BASE_URL", async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${OCC_ORIGIN}/medias/*`, ({ request }) => {
        seen.push(request.url);
        return new HttpResponse("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
      }),
    );
    const response = await loadMedia(
      "300Wx300H/shirt.jpg",
      new Request(`http://shop.test/medias/300Wx300H/shirt.jpg?context=${encodeURIComponent(CONTEXT)}&evil=1`),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await response.text()).toBe("<svg/>");
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0] ?? "");
    expect(url.pathname).toBe("/medias/300Wx300H/shirt.jpg");
    expect(url.searchParams.get("context")).toBe(CONTEXT);
    expect([...url.searchParams.keys()]).toEqual(["context"]);
  });

  it("asks without a query when the URL has none", async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${OCC_ORIGIN}/medias/*`, ({ request }) => {
        seen.push(request.url);
        return new HttpResponse("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
      }),
    );
    await loadMedia("cms/logo.svg", new Request("http://shop.test/medias/cms/logo.svg"));
    expect(seen).toEqual([`${OCC_ORIGIN}/medias/cms/logo.svg`]);
  });
});

describe("/medias/?context=… (the file named only in the context, as in Spartacus' recorded B2B carts)", () => {
  it("is fetched from MEDIA_BASE_URL/medias/?context=…; without a context an empty path is the placeholder", async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${OCC_ORIGIN}/medias/`, ({ request }) => {
        seen.push(request.url);
        return new HttpResponse("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
      }),
    );
    const response = await loadMedia("", new Request(`http://shop.test/medias/?context=${encodeURIComponent(CONTEXT)}`));
    expect(await response.text()).toBe("<svg/>");
    expect(seen.map((url) => new URL(url).searchParams.get("context"))).toEqual([CONTEXT]);

    const placeholder = await loadMedia("", new Request("http://shop.test/medias/"));
    expect(await placeholder.text()).toContain("<svg");
    expect(seen).toHaveLength(1);
  });
});
