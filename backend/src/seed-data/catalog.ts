/**
 * The demo catalogue, generated deterministically from garment types × ranges (no randomness: every
 * install gets the same products, variants, stock levels and prices). Documented in docs/reference-backend.md.
 */

export const COLOURS = [
  { code: "navy", name: "Navy", hex: "#1F2A44" },
  { code: "black", name: "Black", hex: "#1B1B1B" },
  { code: "white", name: "White", hex: "#F4F4F2" },
  { code: "royal", name: "Royal Blue", hex: "#2B59C3" },
  { code: "bottle", name: "Bottle Green", hex: "#1E5631" },
  { code: "maroon", name: "Maroon", hex: "#6D1A36" },
  { code: "charcoal", name: "Charcoal", hex: "#3C4043" },
  { code: "sky", name: "Sky Blue", hex: "#9CC3E6" },
  { code: "khaki", name: "Khaki", hex: "#B8A47E" },
  { code: "stone", name: "Stone", hex: "#D6CFC4" },
  { code: "hivis-orange", name: "Hi-Vis Orange", hex: "#FF7A00" },
  { code: "hivis-yellow", name: "Hi-Vis Yellow", hex: "#E4F218" },
  { code: "grey-marle", name: "Grey Marle", hex: "#A3A3A3" },
  { code: "red", name: "Red", hex: "#C62828" },
  { code: "brown", name: "Brown", hex: "#6B4226" },
  { code: "wheat", name: "Wheat", hex: "#D9B26F" },
  { code: "ceil", name: "Ceil Blue", hex: "#8FB3D9" },
] as const;

export type ColourCode = (typeof COLOURS)[number]["code"];

const ALPHA = ["XS", "S", "M", "L", "XL", "2XL", "3XL"];
const WAIST = ["77R", "82R", "87R", "92R", "97R", "102R", "107R", "112R"];
/** Sizes that cost more than the rest of their product. */
const UPCHARGE_SIZES = new Set(["2XL", "3XL", "107R", "112R", "13"]);
const UPCHARGE_CENTS = 400;

interface Garment {
  prefix: string;
  name: string;
  category: string;
  categoryName: string;
  shape: string;
  summary: string;
  description: string;
  baseCents: number;
  sizes: string[];
  fits: string[];
  colours: ColourCode[];
}

const GARMENTS: Garment[] = [
  { prefix: "POL", name: "Polo", category: "polos", categoryName: "Polos", shape: "polo", summary: "Short-sleeve pique polo with a three-button placket.", description: "A breathable cotton-blend pique polo with a knitted collar, side vents and a fade-resistant finish.", baseCents: 3495, sizes: ALPHA, fits: [], colours: ["navy", "black", "white", "royal", "bottle", "maroon", "charcoal"] },
  { prefix: "SHT", name: "Business Shirt", category: "shirts", categoryName: "Shirts", shape: "shirt", summary: "Long-sleeve easy-care business shirt.", description: "An easy-care poplin business shirt with a spread collar, adjustable cuffs and a chest pocket.", baseCents: 4995, sizes: ALPHA, fits: ["Regular", "Slim"], colours: ["white", "sky", "navy", "charcoal", "black"] },
  { prefix: "TRS", name: "Cargo Trousers", category: "trousers", categoryName: "Trousers", shape: "trousers", summary: "Durable cargo trousers with thigh pockets.", description: "Hard-wearing canvas cargo trousers with reinforced knees, a phone pocket and a belt-loop waist.", baseCents: 5995, sizes: WAIST, fits: ["Regular", "Slim"], colours: ["navy", "black", "charcoal", "khaki", "stone"] },
  { prefix: "SHO", name: "Work Shorts", category: "shorts", categoryName: "Shorts", shape: "shorts", summary: "Lightweight work shorts with cargo pockets.", description: "Lightweight drill work shorts with two cargo pockets, a ruler pocket and a comfort waistband.", baseCents: 3995, sizes: WAIST, fits: [], colours: ["navy", "khaki", "charcoal", "black"] },
  { prefix: "JKT", name: "Softshell Jacket", category: "jackets", categoryName: "Jackets", shape: "jacket", summary: "Water-resistant softshell jacket.", description: "A wind- and water-resistant softshell jacket with a fleece lining, zip pockets and an adjustable hem.", baseCents: 11995, sizes: ALPHA, fits: [], colours: ["navy", "black", "charcoal", "bottle"] },
  { prefix: "VST", name: "Hi-Vis Vest", category: "hi-vis", categoryName: "Hi-Vis", shape: "vest", summary: "Day/night hi-vis safety vest with reflective tape.", description: "A day/night hi-vis safety vest with segmented reflective tape, a zip front and an ID pocket.", baseCents: 2495, sizes: ["S", "M", "L", "XL", "2XL", "3XL"], fits: [], colours: ["hivis-orange", "hivis-yellow"] },
  { prefix: "FLC", name: "Fleece Pullover", category: "fleece", categoryName: "Fleece", shape: "fleece", summary: "Quarter-zip anti-pill fleece pullover.", description: "A warm quarter-zip anti-pill fleece pullover with a stand collar and elastic cuffs.", baseCents: 6995, sizes: ALPHA, fits: [], colours: ["navy", "charcoal", "black", "grey-marle", "bottle"] },
  { prefix: "CAP", name: "Cap", category: "headwear", categoryName: "Headwear", shape: "cap", summary: "Six-panel cap with a curved peak.", description: "A six-panel cotton twill cap with a curved peak, eyelets and an adjustable strap.", baseCents: 1995, sizes: ["S-M", "L-XL"], fits: [], colours: ["navy", "black", "white", "red", "royal"] },
  { prefix: "BOT", name: "Safety Boots", category: "footwear", categoryName: "Footwear", shape: "boots", summary: "Lace-up composite-toe safety boots.", description: "Lace-up leather safety boots with a composite toe cap, a slip-resistant sole and a padded collar.", baseCents: 14995, sizes: ["6", "7", "8", "9", "10", "11", "12", "13"], fits: [], colours: ["black", "brown", "wheat"] },
  { prefix: "APR", name: "Bib Apron", category: "aprons", categoryName: "Aprons", shape: "apron", summary: "Adjustable bib apron with a split pocket.", description: "A stain-resistant bib apron with an adjustable neck strap, long ties and a split front pocket.", baseCents: 2995, sizes: ["One Size"], fits: [], colours: ["black", "navy", "charcoal", "red", "stone"] },
  { prefix: "SCR", name: "Scrub Top", category: "scrubs", categoryName: "Scrubs", shape: "scrubs", summary: "V-neck stretch scrub top.", description: "A V-neck four-way stretch scrub top with antimicrobial fabric and three pockets.", baseCents: 4495, sizes: ALPHA, fits: [], colours: ["ceil", "navy", "royal", "bottle", "maroon"] },
];

interface Range {
  code: string;
  name: string;
  tagline: string;
  extraCents: number;
  isNew: boolean;
}

const RANGES: Range[] = [
  { code: "CL", name: "Classic", tagline: "Our best-selling everyday range.", extraCents: 0, isNew: false },
  { code: "PR", name: "Pro", tagline: "Heavy-duty fabrics and reinforced stitching for demanding shifts.", extraCents: 1000, isNew: false },
  { code: "EC", name: "Eco", tagline: "Made with recycled polyester and organic cotton.", extraCents: 500, isNew: true },
  { code: "MT", name: "Metro", tagline: "A modern tailored cut for customer-facing teams.", extraCents: 700, isNew: false },
];

/** Made-to-order ('K') and sourced-to-order ('R') products; every other product is stocked ('S'). */
const PRODUCT_TYPES: Record<string, "K" | "R"> = { "JKT-PR": "K", "BOT-PR": "K", "JKT-MT": "K", "APR-MT": "R", "BOT-EC": "R" };

export const CATEGORIES = GARMENTS.map((garment, position) => ({ code: garment.category, name: garment.categoryName, position }));

/** Brands: every product has one, spread over the categories (brand = (garment + range) mod 5). */
export const BRANDS = [
  { code: "ironbark", name: "Ironbark", position: 0 },
  { code: "tasman", name: "Tasman", position: 1 },
  { code: "kauri", name: "Kauri", position: 2 },
  { code: "southerly", name: "Southerly", position: 3 },
  { code: "coastline", name: "Coastline", position: 4 },
] as const;

export interface VolumeTierSeed {
  minQuantity: number;
  maxQuantity: number | null;
  discountPercent: number;
}

/** Bulk pricing of every third product (catalogue positions 0, 3, 6, …): 1–9 base price, 10–49 −5 %, 50+ −10 %. */
const VOLUME_TIERS: VolumeTierSeed[] = [
  { minQuantity: 1, maxQuantity: 9, discountPercent: 0 },
  { minQuantity: 10, maxQuantity: 49, discountPercent: 5 },
  { minQuantity: 50, maxQuantity: null, discountPercent: 10 },
];

export interface PriceSeed {
  priceList: string;
  stdCents: number;
  rrpCents: number;
}

export interface VariantSeed {
  code: string;
  colour: ColourCode;
  size: string;
  fit: string | null;
  stockLevel: number;
  prices: PriceSeed[];
}

export interface ProductSeed {
  code: string;
  name: string;
  summary: string;
  description: string;
  category: string;
  brand: string;
  shape: string;
  productType: string;
  isNew: boolean;
  colours: ColourCode[];
  variants: VariantSeed[];
  volumeTiers: VolumeTierSeed[];
}

/** FNV-1a: a stable hash so stock levels look varied but are the same on every install. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** 8 % out of stock, 12 % low stock (1–10), the rest 20–199. */
function stockLevel(variantCode: string): number {
  const hash = fnv1a(variantCode);
  const bucket = hash % 100;
  if (bucket < 8) return 0;
  if (bucket < 20) return 1 + (hash % 10);
  return 20 + (hash % 180);
}

/** Scales a price in cents and rounds to the nearest 5 cents. */
const scale = (cents: number, percent: number) => Math.round((cents * percent) / 500) * 5;

function prices(stdAud: number): PriceSeed[] {
  const rrpAud = scale(stdAud, 140);
  return [
    { priceList: "corporate-aud", stdCents: stdAud, rrpCents: rrpAud },
    { priceList: "corporate-nzd", stdCents: scale(stdAud, 110), rrpCents: scale(rrpAud, 110) },
    { priceList: "wholesale-aud", stdCents: scale(stdAud, 80), rrpCents: rrpAud },
  ];
}

const sizeCode = (size: string) => size.toUpperCase().replace(/[^A-Z0-9]/g, "");

function buildProduct(
  garment: Garment,
  garmentIndex: number,
  range: Range,
  rangeIndex: number,
  identity: { code: string; name: string; description: string } = {
    code: `${garment.prefix}-${range.code}`,
    name: `${range.name} ${garment.name}`,
    description: `${range.tagline} ${garment.description}`,
  },
): ProductSeed {
  const { code } = identity;
  const count = Math.min(garment.colours.length, 2 + ((garmentIndex + rangeIndex * 3) % 4));
  const start = rangeIndex % garment.colours.length;
  const colours = [...garment.colours.slice(start), ...garment.colours.slice(0, start)].slice(0, count);
  const fits = garment.fits.length > 0 ? garment.fits : [null];
  const variants: VariantSeed[] = [];
  for (const colour of colours) {
    for (const fit of fits) {
      for (const size of garment.sizes) {
        const variantCode = [code, colour.toUpperCase(), sizeCode(size), ...(fit ? [fit.toUpperCase()] : [])].join("-");
        const stdAud = garment.baseCents + range.extraCents + (UPCHARGE_SIZES.has(size) ? UPCHARGE_CENTS : 0);
        variants.push({ code: variantCode, colour, size, fit, stockLevel: stockLevel(variantCode), prices: prices(stdAud) });
      }
    }
  }
  return {
    code,
    name: identity.name,
    summary: garment.summary,
    description: identity.description,
    category: garment.category,
    brand: BRANDS[(garmentIndex + rangeIndex) % BRANDS.length]?.code ?? BRANDS[0].code,
    shape: garment.shape,
    productType: PRODUCT_TYPES[code] ?? "S",
    isNew: range.isNew,
    colours,
    variants,
    volumeTiers: [],
  };
}

/**
 * A product whose name contains HTML (bold text, an image with an onerror handler, a script): it proves that the
 * storefront never injects product names as HTML. Otherwise a Classic hi-vis vest. Searchable by "Bold".
 */
function markupProduct(): ProductSeed {
  const vestIndex = GARMENTS.findIndex((garment) => garment.prefix === "VST");
  const vest = GARMENTS[vestIndex];
  const classic = RANGES[0];
  if (!vest || !classic) throw new Error("The catalogue needs the hi-vis vest and the Classic range");
  return buildProduct(vest, vestIndex, classic, 0, {
    code: "XSS-001",
    name: "Hi-Vis <b>Bold</b> Vest <img src=x onerror=alert(1)><script>alert(2)</script>",
    description: "A hi-vis safety vest whose name contains HTML markup: the storefront must show the name as plain text.",
  });
}

/** 45 products: every garment in every range, garment by garment (44), then the markup test product. */
export const PRODUCTS: ProductSeed[] = [
  ...GARMENTS.flatMap((garment, g) => RANGES.map((range, r) => buildProduct(garment, g, range, r))),
  markupProduct(),
].map((product, position) => (position % 3 === 0 ? { ...product, volumeTiers: VOLUME_TIERS } : product));
