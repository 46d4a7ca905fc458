import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, imageUrl } from "~/lib/media";
import { paginationWindow, resultRange } from "~/lib/pagination";
import { formatMoney, priceDisplay } from "~/lib/product/pricing";
import { productNameSlug, productPath } from "~/lib/product/slug";

const money = (value: number) => ({ value });

describe("price rules (spec part 1 §5)", () => {
  const on = { priceEnabled: true, currencySymbol: "A$" };

  it("shows nothing when prices are not enabled", () => {
    expect(priceDisplay({ minSTDPriceData: money(10), minRRPPriceData: money(20) }, { priceEnabled: false })).toBeNull();
  });

  it("shows the lower standard price, 'From' only when a higher maximum exists", () => {
    expect(priceDisplay({ minSTDPriceData: money(24.95), maxSTDPriceData: money(29.95) }, on)).toEqual({
      standard: "A$24.95",
      from: true,
      rrp: null,
    });
    expect(priceDisplay({ minSTDPriceData: money(24.95), maxSTDPriceData: money(24.95) }, on)?.from).toBe(false);
    expect(priceDisplay({ minSTDPriceData: money(24.95) }, on)?.from).toBe(false);
  });

  it("hides a standard price of 0 and shows the RRP when above 0", () => {
    expect(priceDisplay({ minSTDPriceData: money(0), minRRPPriceData: money(39.95) }, on)).toEqual({
      standard: null,
      from: false,
      rrp: "A$39.95",
    });
    expect(priceDisplay({ minSTDPriceData: money(0), minRRPPriceData: money(0) }, on)).toBeNull();
  });

  it("formats with thousands separators and defaults the symbol to '$'", () => {
    expect(formatMoney(1234.5, "NZ$")).toBe("NZ$1,234.50");
    expect(formatMoney(7, null)).toBe("$7.00");
    expect(formatMoney(-3.2, "$")).toBe("-$3.20");
  });
});

describe("image URL rule (spec part 1 §5)", () => {
  it("keeps http(s) and protocol-relative URLs as they are", () => {
    expect(imageUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(imageUrl("http://cdn.example/a.png")).toBe("http://cdn.example/a.png");
    expect(imageUrl("//cdn.example/a.png")).toBe("//cdn.example/a.png");
  });

  it("sends backend paths through the /medias proxy (which prepends the media base)", () => {
    expect(imageUrl("/medias/product/polo/navy.svg")).toBe("/medias/product/polo/navy.svg");
    expect(imageUrl("medias/swatch/navy.svg")).toBe("/medias/swatch/navy.svg");
    expect(imageUrl("/images/x.png")).toBe("/medias/images/x.png");
  });

  it("uses the placeholder when there is no image", () => {
    expect(imageUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl("")).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("product name slug (spec part 1 §2)", () => {
  it("removes slashes and markup, keeps the rest", () => {
    expect(productNameSlug("Polo / Shirt\\ Navy")).toBe("Polo Shirt Navy");
    expect(productNameSlug("Hi-Vis <b>Bold</b> Vest <img src=x onerror=alert(1)>")).toBe("Hi-Vis Bold Vest");
  });

  it("builds an encoded product path, falling back to the code for an empty name", () => {
    expect(productPath("POLO-001", "Men's Polo / Short Sleeve")).toBe("/product/POLO-001/Men's%20Polo%20Short%20Sleeve");
    expect(productPath("A1", "<b></b>")).toBe("/product/A1/A1");
  });
});

describe("pagination window (spec part 1 §9)", () => {
  it("shows at most 5 page links centred on the current page", () => {
    expect(paginationWindow(0, 10)).toEqual({ pages: [0, 1, 2, 3, 4], previous: null, next: 1 });
    expect(paginationWindow(5, 10)).toEqual({ pages: [3, 4, 5, 6, 7], previous: 4, next: 6 });
    expect(paginationWindow(9, 10)).toEqual({ pages: [5, 6, 7, 8, 9], previous: 8, next: null });
  });

  it("handles few pages, none, and out-of-range pages", () => {
    expect(paginationWindow(1, 3)).toEqual({ pages: [0, 1, 2], previous: 0, next: 2 });
    expect(paginationWindow(0, 0)).toEqual({ pages: [], previous: null, next: null });
    expect(paginationWindow(42, 3).pages).toEqual([0, 1, 2]);
  });

  it("gives the 'Showing a-b of n results' range", () => {
    expect(resultRange(0, 10, 23)).toEqual({ from: 1, to: 10, total: 23 });
    expect(resultRange(2, 10, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(resultRange(0, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
