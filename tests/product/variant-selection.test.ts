import { describe, expect, it } from "vitest";
import { optionGroups, productView, variantChoices } from "~/lib/product/product-page.server";
import { isCompleteSelection, resolveVariant, selectionFromParams, selectionSearch } from "~/lib/product/variant-selection";
import { product } from "./fixtures";

const prices = { priceEnabled: true, currencySymbol: "A$" };
const p = product();
const groups = optionGroups(p);
const variants = variantChoices(p, prices);

describe("option groups", () => {
  it("lists each qualifier once, values in catalogue order, colours with their swatch", () => {
    expect(groups).toEqual([
      {
        qualifier: "colour",
        label: "Colour",
        values: [
          { value: "Navy", swatchUrl: "/medias/swatch/navy.svg" },
          { value: "Black", swatchUrl: "/medias/swatch/black.svg" },
        ],
      },
      { qualifier: "size", label: "Size", values: [{ value: "M", swatchUrl: null }, { value: "2XL", swatchUrl: null }] },
    ]);
  });
});

describe("variant resolution from query parameters", () => {
  it("resolves a complete selection to its variant code", () => {
    const selection = selectionFromParams(groups, new URLSearchParams("colour=Navy&size=2XL"));
    expect(selection).toEqual({ colour: "Navy", size: "2XL" });
    expect(resolveVariant(variants, groups, selection)?.code).toBe("POL-CL-NAVY-2XL");
  });

  it("resolves nothing while a group is unchosen", () => {
    const selection = selectionFromParams(groups, new URLSearchParams("colour=Navy"));
    expect(isCompleteSelection(groups, selection)).toBe(false);
    expect(resolveVariant(variants, groups, selection)).toBeNull();
  });

  it("drops unknown values and parameters", () => {
    expect(selectionFromParams(groups, new URLSearchParams("colour=Pink&size=M&fit=Slim&x=1"))).toEqual({ size: "M" });
  });

  it("is case-sensitive (values are the backend's display values)", () => {
    expect(selectionFromParams(groups, new URLSearchParams("colour=navy&size=M"))).toEqual({ size: "M" });
  });

  it("resolves nothing for a combination no variant has", () => {
    const selection = { colour: "Black", size: "2XL" };
    expect(isCompleteSelection(groups, selection)).toBe(true);
    expect(resolveVariant(variants, groups, selection)).toBeNull();
  });

  it("needs a fit too when the product has fits", () => {
    const shirt = product({
      variantOptions: [
        {
          code: "SHT-CL-WHITE-M-SLIM",
          variantOptionQualifiers: [
            { qualifier: "colour", value: "White" },
            { qualifier: "size", value: "M" },
            { qualifier: "fit", name: "Fit", value: "Slim" },
          ],
        },
      ],
    });
    const shirtGroups = optionGroups(shirt);
    const shirtVariants = variantChoices(shirt, prices);
    expect(shirtGroups.map((g) => g.label)).toEqual(["Colour", "Size", "Fit"]);
    expect(resolveVariant(shirtVariants, shirtGroups, { colour: "White", size: "M" })).toBeNull();
    expect(resolveVariant(shirtVariants, shirtGroups, { colour: "White", size: "M", fit: "Slim" })?.code).toBe("SHT-CL-WHITE-M-SLIM");
  });

  it("writes a selection back as a query string in group order, keeping other parameters", () => {
    expect(selectionSearch(groups, { size: "M", colour: "Hi-Vis Orange" }, new URLSearchParams("ref=x&size=L"))).toBe(
      "?colour=Hi-Vis+Orange&size=M&ref=x",
    );
    expect(selectionSearch(groups, {})).toBe("");
  });
});

describe("product view", () => {
  it("shows the chosen variant, its price and stock, and the colour's image", () => {
    const view = productView(p, prices, new URLSearchParams("colour=Navy&size=2XL"));
    expect(view.selected?.code).toBe("POL-CL-NAVY-2XL");
    expect(view.selected?.price).toBe("A$38.95");
    expect(view.stock).toEqual({ status: "lowStock", text: "Only 3 left", note: null });
    expect(view.image).toMatchObject({ url: "/medias/product/polo/navy.svg", alt: "Classic Polo in Navy" });
    expect(view.unavailable).toBe(false);
  });

  it("shows no variant and no stock when nothing is chosen; the quantity is 1", () => {
    const view = productView(p, prices, new URLSearchParams());
    expect(view.quantity).toBe("1");
    expect(view.selected).toBeNull();
    expect(view.stock).toBeNull();
  });

  it("flags a combination that does not exist", () => {
    expect(productView(p, prices, new URLSearchParams("colour=Black&size=2XL")).unavailable).toBe(true);
  });

  it("hides every price (variant and bulk) when prices are not enabled", () => {
    const view = productView(p, { priceEnabled: false }, new URLSearchParams("colour=Navy&size=M"));
    expect(view.selected?.price).toBeNull();
    expect(view.bulkPrices).toEqual([]);
  });

  it("lists bulk prices by quantity with price and discount", () => {
    expect(productView(p, prices, new URLSearchParams()).bulkPrices).toEqual([
      { quantity: "10–49", price: "A$32.95", discount: "6%" },
      { quantity: "50+", price: "A$29.95", discount: "14%" },
    ]);
  });

  it("sanitises the name (inline HTML kept, script dropped) and gives a plain-text name", () => {
    const view = productView(
      product({ name: '<b>Bold</b> Polo <img src=x onerror="alert(1)"><script>alert(2)</script>' }),
      prices,
      new URLSearchParams(),
    );
    expect(view.nameHtml).toBe("<b>Bold</b> Polo ");
    expect(view.plainName).toBe("Bold Polo");
    expect(view.descriptionHtml).toBe("<p>Breathable <strong>cotton</strong>.</p>");
  });

  it("gives every rendering a new one-time submission token", () => {
    const a = productView(p, prices, new URLSearchParams()).submissionToken;
    const b = productView(p, prices, new URLSearchParams()).submissionToken;
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
