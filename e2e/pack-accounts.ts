/**
 * Issue 8 pack e2e accounts and seeded pack ids (backend/src/seed-data/packs.ts). Each test uses its OWN account:
 * a pack draft and a cart belong to one user, and tests run in parallel. Accounts 1–4 of each project: the pack
 * steps specs; 5–6: the pack list specs. Every account: unit acme-au, group customergroup, enableTaken,
 * priceEnabled false, pack roles acme-office and acme-site.
 */
import { DEMO_PASSWORD } from "./demo-accounts";

export const PACK_PASSWORD = DEMO_PASSWORD;

const accounts = (project: "js" | "nojs") => [1, 2, 3, 4, 5, 6].map((n) => `pack-wearer-${project}-${n}@acme.example`);

/** Keyed by Playwright project name. */
export const PACK_ACCOUNTS = { js: accounts("js"), "no-js": accounts("nojs") } as const;

export const PACK_ROLES = {
  office: { code: "acme-office", name: "Office staff" },
  site: { code: "acme-site", name: "Site staff" },
} as const;

/**
 * Seeded packs. For each set: a product and an in-stock variant (type S, 50+ in stock on a fresh database) to pick.
 * `k` = a made-to-order (type K) product without a discontinued colour; `discontinued` = a K variant with inStockCode D.
 */
export const PACKS = {
  newStarter: {
    id: "acme-new-starter",
    name: "New Starter Pack",
    packType: "NEW_STARTER",
    role: "acme-office",
    bundles: {
      tops: {
        id: "acme-new-starter-tops",
        name: "Shirts and polos",
        step: 1,
        min: 2,
        max: 3,
        exclusiveCategories: true,
        sets: {
          polos: { id: "acme-ns-polos", name: "Polos", product: "POL-CL", productName: "Classic Polo", variant: "POL-CL-NAVY-XS" },
          shirts: { id: "acme-ns-shirts", name: "Business shirts", product: "SHT-CL", productName: "Classic Business Shirt", variant: "SHT-CL-WHITE-S-REGULAR" },
        },
        valueAdds: {
          name: { code: "NAME_EMBROIDERY", name: "Name embroidery", price: 8.5, prompt: "Name to embroider", maxLength: 20 },
          logo: { code: "LOGO_EMBROIDERY", name: "Logo embroidery", price: 5, prompt: null },
        },
      },
      legwear: {
        id: "acme-new-starter-legwear",
        name: "Trousers and shorts",
        step: 2,
        min: 1,
        max: 2,
        group: { id: "acme-ns-legwear", name: "Legwear", missingSetErrorMessage: "Select trousers or shorts to continue." },
        sets: {
          trousers: { id: "acme-ns-trousers", name: "Trousers", product: "TRS-CL", productName: "Classic Cargo Trousers", variant: "TRS-CL-NAVY-77R-REGULAR" },
          shorts: { id: "acme-ns-shorts", name: "Shorts", product: "SHO-CL", productName: "Classic Work Shorts", variant: "SHO-CL-NAVY-77R" },
        },
      },
      outerwear: {
        id: "acme-new-starter-outerwear",
        name: "Outerwear",
        step: 3,
        min: 1,
        max: 1,
        isIndentOrder: true,
        sets: {
          outerwear: { id: "acme-ns-outerwear", name: "Jackets and fleece", product: "JKT-CL", productName: "Classic Softshell Jacket", variant: "JKT-CL-NAVY-XS" },
        },
        /** Type K, no discontinued colour: "This item is made or sourced to order…" */
        k: { product: "JKT-PR", variant: "JKT-PR-NAVY-M" },
      },
    },
  },
  siteSafety: {
    id: "acme-site-safety",
    name: "Site Safety Pack",
    packType: "COMPULSORY",
    role: "acme-site",
    bundles: {
      hivis: { id: "acme-site-safety-hivis", name: "Hi-vis", step: 1, sets: { vests: { id: "acme-ss-vests", name: "Hi-vis vests", product: "VST-CL", variant: "VST-CL-HIVIS-ORANGE-L" } } },
      footwear: { id: "acme-site-safety-footwear", name: "Footwear", step: 2, sets: { boots: { id: "acme-ss-boots", name: "Safety boots", product: "BOT-CL", variant: "BOT-CL-BLACK-6" } } },
    },
  },
  winter: {
    id: "acme-winter",
    name: "Winter Layers",
    packType: "OPTIONAL",
    role: "acme-office",
    preOrderDate: "2027-03-01",
    bundles: {
      layers: {
        id: "acme-winter-layers",
        name: "Winter layers",
        step: 1,
        min: 0,
        max: 2,
        subsidyPercent: 50,
        isIndentOrder: true,
        sets: { layers: { id: "acme-winter-set", name: "Fleece and jackets", product: "FLC-CL", variant: "FLC-CL-NAVY-M" } },
        /** Type K with inStockCode D (discontinued colour: no made-to-order note). */
        discontinued: { product: "JKT-MT", variant: "JKT-MT-BOTTLE-M" },
      },
    },
  },
  selfPurchase: {
    id: "acme-self-purchase",
    name: "Self-Purchase Extras",
    packType: "SELF_PURCHASE",
    role: "acme-office",
    shipping: 9.95,
    bundles: {
      extras: { id: "acme-self-purchase-extras", name: "Extras", step: 1, min: 0, max: 5, subsidyPercent: 10, sets: { extras: { id: "acme-sp-extras", name: "Extras", product: "CAP-CL", variant: "CAP-CL-NAVY-SM" } } },
    },
  },
} as const;

export const REPLACEMENT_REASONS = [
  { code: "NEW_STARTER", name: "New starter" },
  { code: "WORN", name: "Worn out" },
  { code: "DAMAGED", name: "Damaged" },
  { code: "LOST", name: "Lost" },
  { code: "SIZE", name: "Size change" },
] as const;
