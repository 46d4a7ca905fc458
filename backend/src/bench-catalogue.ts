import { type Db } from "./db";

/**
 * A generated catalogue for benchmarks (issue 21, "Measure"): `count` more products, spread over the seeded
 * categories, brands and colours, each with 2–3 colours × the category's sizes as variants, priced in every price
 * list. Only for a bench's own copy of the database (`npm run bench` with BENCH_PRODUCTS), never the demo seed.
 * Deterministic: the same count gives the same products (codes GEN-00001…).
 */

interface Garment {
  category: string;
  shape: string;
  nouns: string[];
  sizes: string[];
}

const APPAREL = ["XS", "S", "M", "L", "XL", "2XL", "3XL"];
const WAIST = ["77R", "82R", "87R", "92R", "97R", "102R", "107R", "112R"];

const GARMENTS: Garment[] = [
  { category: "polos", shape: "polo", nouns: ["Polo", "Pique Polo", "Sport Polo"], sizes: APPAREL },
  { category: "shirts", shape: "shirt", nouns: ["Shirt", "Work Shirt", "Oxford Shirt"], sizes: APPAREL },
  { category: "trousers", shape: "trousers", nouns: ["Trousers", "Cargo Pants", "Chinos"], sizes: WAIST },
  { category: "shorts", shape: "shorts", nouns: ["Shorts", "Cargo Shorts"], sizes: WAIST },
  { category: "jackets", shape: "jacket", nouns: ["Jacket", "Softshell Jacket", "Rain Jacket"], sizes: APPAREL },
  { category: "hi-vis", shape: "vest", nouns: ["Hi-Vis Vest", "Hi-Vis Shirt"], sizes: APPAREL.slice(1) },
  { category: "fleece", shape: "fleece", nouns: ["Fleece Pullover", "Fleece Hoodie"], sizes: APPAREL },
  { category: "headwear", shape: "cap", nouns: ["Cap", "Bucket Hat", "Beanie"], sizes: ["S-M", "L-XL"] },
  { category: "footwear", shape: "boots", nouns: ["Work Boots", "Safety Boots"], sizes: ["6", "7", "8", "9", "10", "11", "12", "13"] },
  { category: "aprons", shape: "apron", nouns: ["Apron", "Bib Apron"], sizes: ["One Size"] },
  { category: "scrubs", shape: "scrubs", nouns: ["Scrub Top", "Scrub Pants"], sizes: APPAREL },
];

const ADJECTIVES = ["Classic", "Pro", "Lightweight", "Heavy-Duty", "Stretch", "Tech", "Eco", "Ripstop", "Vented", "Premium", "Essential", "Coastal", "Alpine", "Urban", "Field", "Summit"];
const FABRICS = ["Cotton", "Poly-Cotton", "Bamboo", "Merino", "Canvas", "Drill", "Microfibre", "Recycled"];
const FEATURES = [
  "reinforced stitching for demanding shifts",
  "a breathable weave that keeps its shape wash after wash",
  "stain-release finish and fade-resistant colour",
  "moisture-wicking fabric for long days on your feet",
  "tough fabric that stands up to industrial laundering",
  "pockets where you need them and a relaxed fit",
];

/** A small deterministic random source (mulberry32), so a count always gives the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const roundTo5 = (cents: number) => Math.round(cents / 5) * 5;

/** Adds `count` generated products (in one transaction); returns the number of variants added. */
export function generateCatalogue(db: Db, count: number): number {
  const next = random(2026);
  const pick = <T>(list: readonly T[]): T => {
    const value = list[Math.floor(next() * list.length)];
    if (value === undefined) throw new Error("empty list");
    return value;
  };
  const brands = db.prepare<[], { code: string }>("SELECT code FROM brands ORDER BY position").pluck().all() as unknown as string[];
  const colours = db.prepare<[], { code: string }>("SELECT code FROM colours ORDER BY code").pluck().all() as unknown as string[];
  const priceLists = db.prepare<[], { code: string; currency: string; site: string }>("SELECT code, currency, site FROM price_lists").all();
  const firstPosition = (db.prepare<[], { position: number | null }>("SELECT MAX(position) AS position FROM products").get()?.position ?? 0) + 1;
  const insertProduct = db.prepare(
    `INSERT INTO products (code, name, summary, description, category, shape, product_type, is_new, position, brand)
     VALUES (?, ?, ?, ?, ?, ?, 'S', ?, ?, ?)`,
  );
  const insertColour = db.prepare("INSERT INTO product_colours (product_code, colour, position) VALUES (?, ?, ?)");
  const insertVariant = db.prepare(
    "INSERT INTO variants (code, product_code, colour, size, fit, position, stock_level) VALUES (?, ?, ?, ?, NULL, ?, ?)",
  );
  const insertPrice = db.prepare("INSERT INTO variant_prices (price_list, variant_code, std_cents, rrp_cents) VALUES (?, ?, ?, ?)");
  // Wholesale lists sell below the corporate ones, other currencies at about the exchange rate.
  const factor = ({ currency, site }: { currency: string; site: string }) => (currency === "NZD" ? 1.1 : 1) * (site === "wholesale" ? 0.8 : 1);

  let variants = 0;
  db.transaction(() => {
    for (let i = 1; i <= count; i++) {
      const garment = pick(GARMENTS);
      const code = `GEN-${String(i).padStart(5, "0")}`;
      const noun = pick(garment.nouns);
      const name = `${pick(ADJECTIVES)} ${pick(FABRICS)} ${noun} ${100 + (i % 900)}`;
      const description = `A ${noun.toLowerCase()} from the generated bench range, with ${pick(FEATURES)}.`;
      insertProduct.run(code, name, `${noun} for everyday work.`, description, garment.category, garment.shape, next() < 0.1 ? 1 : 0, firstPosition + i, pick(brands));
      const productColours = [...new Set(Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(colours)))];
      productColours.forEach((colour, position) => insertColour.run(code, colour, position));
      const base = roundTo5(1995 + next() * 7000);
      let position = 0;
      for (const colour of productColours) {
        for (const size of garment.sizes) {
          const variantCode = `${code}-${colour.toUpperCase()}-${size}`;
          insertVariant.run(variantCode, code, colour, size, position++, Math.floor(next() * 200));
          const sizeStep = garment.sizes.indexOf(size) >= 5 ? 300 : 0;
          for (const list of priceLists) {
            const std = roundTo5((base + sizeStep) * factor(list));
            insertPrice.run(list.code, variantCode, std, roundTo5(std * 1.4));
          }
          variants++;
        }
      }
    }
  })();
  return variants;
}
