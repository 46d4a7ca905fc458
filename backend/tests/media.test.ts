import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, occErrorsSchema, parseJson, type TestBackend } from "./helpers";

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const expectSvg = (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/svg+xml");
  expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
};

describe("GET /medias/...", () => {
  it("serves garment images recoloured per colour, in product and thumbnail sizes", async () => {
    const product = await backend.app.request("/medias/product/polo/navy.svg");
    expectSvg(product);
    const svg = await product.text();
    expect(svg).toContain('fill="#1F2A44"');
    expect(svg).toContain('width="480"');
    expect(svg).not.toContain("{{");
    const thumbnail = await backend.app.request("/medias/thumbnail/vest/hivis-orange.svg");
    expectSvg(thumbnail);
    expect(await thumbnail.text()).toContain('width="96"');
  });

  it("serves swatches and CMS images", async () => {
    const swatch = await backend.app.request("/medias/swatch/bottle.svg");
    expectSvg(swatch);
    expect(await swatch.text()).toContain("#1E5631");
    expectSvg(await backend.app.request("/medias/cms/logo-corporate.svg"));
  });

  it.each([
    ["/medias/product/polo/purple.svg", 404],
    ["/medias/product/unicorn/navy.svg", 404],
    ["/medias/cms/missing.svg", 404],
    ["/medias/product/polo/navy.png", 400],
    ["/medias/poster/polo/navy.svg", 400],
    ["/medias/swatch/..%2Fnavy.svg", 400],
    ["/medias/cms/..%2F..%2Fsrc%2Fapp.svg", 400],
  ])("answers %s with %i", async (url, status) => {
    const response = await backend.app.request(url);
    expect(response.status).toBe(status);
    expect((await parseJson(response, occErrorsSchema)).errors).toHaveLength(1);
  });

  it("serves every image a product and the homepage refer to", async () => {
    const product = z
      .object({
        images: z.array(z.object({ url: z.string() })),
        colorImageMapList: z.array(z.object({ swatchImageURL: z.string(), productImageURL: z.string() })),
        variantOptions: z.array(z.object({ variantOptionQualifiers: z.array(z.object({ image: z.object({ url: z.string() }).optional() })) })),
      })
      .parse(await (await get(backend, "/occ/v2/corporate/product/SCR-MT")).json());
    const page = await (await get(backend, "/occ/v2/wholesale/cms/pages?pageLabelOrId=homepage")).text();
    const urls = new Set([
      ...product.images.map((image) => image.url),
      ...product.colorImageMapList.flatMap((colour) => [colour.swatchImageURL, colour.productImageURL]),
      ...product.variantOptions.flatMap((option) => option.variantOptionQualifiers.flatMap((qualifier) => (qualifier.image ? [qualifier.image.url] : []))),
      ...[...page.matchAll(/"(\/medias\/[^"]+)"/g)].map((match) => match[1] ?? ""),
    ]);
    expect(urls.size).toBeGreaterThan(5);
    for (const url of urls) expectSvg(await backend.app.request(url));
  });
});
