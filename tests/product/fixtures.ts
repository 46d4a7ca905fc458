import { ProductSchema, type Product } from "~/lib/occ/products.server";

function variant(code: string, colour: string, size: string, stock: [string, number], price: number, fit?: string) {
  return {
    code,
    stock: { stockLevelStatus: stock[0], stockLevel: stock[1] },
    priceData: { value: price, formattedValue: `$${price.toFixed(2)}`, currencyIso: "AUD" },
    variantOptionQualifiers: [
      { qualifier: "colour", name: "Colour", value: colour, image: { url: `/medias/swatch/${colour.toLowerCase()}.svg`, format: "swatch" } },
      { qualifier: "size", name: "Size", value: size },
      ...(fit ? [{ qualifier: "fit", name: "Fit", value: fit }] : []),
    ],
  };
}

/** `GET product/{code}` as the backend answers it (docs/occ-api.md), trimmed to two colours and sizes. */
export function productJson(overrides: Record<string, unknown> = {}) {
  return {
    code: "POL-CL",
    productCode: "POL-CL",
    name: "Classic Polo",
    summary: "Short-sleeve pique polo.",
    description: "<p>Breathable <strong>cotton</strong>.</p><script>alert(1)</script>",
    url: "/product/POL-CL/classic-polo",
    isNewItem: false,
    productType: "S",
    images: [
      { url: "/medias/product/polo/navy.svg", altText: "Classic Polo in Navy", format: "product", imageType: "PRIMARY" },
      { url: "/medias/thumbnail/polo/navy.svg", altText: "Classic Polo in Navy", format: "thumbnail", imageType: "PRIMARY" },
    ],
    price: { value: 34.95, formattedValue: "$34.95", currencyIso: "AUD" },
    minSTDPriceData: { value: 34.95, formattedValue: "$34.95", currencyIso: "AUD" },
    maxSTDPriceData: { value: 38.95, formattedValue: "$38.95", currencyIso: "AUD" },
    minRRPPriceData: { value: 48.95, formattedValue: "$48.95", currencyIso: "AUD" },
    maxRRPPriceData: { value: 54.55, formattedValue: "$54.55", currencyIso: "AUD" },
    colorImageMapList: [
      { color: "Navy", swatchImageURL: "/medias/swatch/navy.svg", productImageURL: "/medias/product/polo/navy.svg" },
      { color: "Black", swatchImageURL: "/medias/swatch/black.svg", productImageURL: "/medias/product/polo/black.svg" },
    ],
    stock: { stockLevelStatus: "inStock" },
    purchasable: false,
    configurable: false,
    multidimensional: true,
    variantOptions: [
      variant("POL-CL-NAVY-M", "Navy", "M", ["inStock", 40], 34.95),
      variant("POL-CL-NAVY-2XL", "Navy", "2XL", ["lowStock", 3], 38.95),
      variant("POL-CL-BLACK-M", "Black", "M", ["outOfStock", 0], 34.95),
    ],
    volumePrices: [
      { minQuantity: 50, value: 29.95, formattedValue: "$29.95", currencyIso: "AUD", discountPercent: 14 },
      { minQuantity: 10, maxQuantity: 49, value: 32.95, formattedValue: "$32.95", currencyIso: "AUD", discountPercent: 6 },
    ],
    ...overrides,
  };
}

export function product(overrides: Record<string, unknown> = {}): Product {
  return ProductSchema.parse(productJson(overrides));
}

/** `GET users/current/carts/current` as the backend answers it. */
export function cartJson(overrides: Record<string, unknown> = {}) {
  return {
    code: "00001",
    guid: "b5f0",
    totalItems: 2,
    totalUnitCount: 5,
    entries: [
      { entryNumber: 0, quantity: 3, product: { code: "POL-CL-NAVY-M", name: "Classic Polo" } },
      { entryNumber: 1, quantity: 2, product: { code: "POL-CL-NAVY-L", name: "Classic Polo" } },
    ],
    ...overrides,
  };
}
