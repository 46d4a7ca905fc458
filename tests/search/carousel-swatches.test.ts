import { describe, expect, it } from "vitest";
import { carouselTarget, hasCarouselArrows } from "~/lib/search/carousel";
import { moreColoursLabel, swatchSummary } from "~/lib/product/swatches";

describe("carousel (spec part 1 §2, §9)", () => {
  it("shows arrows only with more than 4 products", () => {
    expect(hasCarouselArrows(4)).toBe(false);
    expect(hasCarouselArrows(5)).toBe(true);
  });

  it("moves one view at a time and wraps around at both ends", () => {
    // 12 cards, 4 per 800 px view: 2400 px of content, last view starts at 1600.
    expect(carouselTarget(0, 800, 2400, 1)).toBe(800);
    expect(carouselTarget(800, 800, 2400, 1)).toBe(1600);
    expect(carouselTarget(1600, 800, 2400, 1)).toBe(0);
    expect(carouselTarget(1599.5, 800, 2400, 1)).toBe(0);
    expect(carouselTarget(0, 800, 2400, -1)).toBe(1600);
    expect(carouselTarget(800, 800, 2400, -1)).toBe(0);
    expect(carouselTarget(1200, 800, 2400, 1)).toBe(1600);
  });
});

describe("colour swatches (spec part 1 §2, §9)", () => {
  it("shows up to 3 and counts the rest", () => {
    expect(swatchSummary(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(swatchSummary(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(moreColoursLabel(2)).toBe("+2");
    expect(moreColoursLabel(0)).toBeNull();
  });
});
