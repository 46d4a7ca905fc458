/** Demo packs, pack roles, value-adds and replacement reasons (docs/reference-backend.md "Uniform packs"). */

type FundType = "FULLY_FUNDED" | "SUBSIDISED";

export interface SetSeed {
  id: string;
  name: string;
  /** Product codes, in display order. */
  items: string[];
}

export interface GroupSeed {
  id: string;
  name: string;
  missingSetMessage: string;
  sets: SetSeed[];
}

export interface BundleSeed {
  id: string;
  name: string;
  description: string;
  fundType: FundType;
  minSelections: number;
  maxSelections: number;
  isIndentOrder: boolean;
  subsidyRange: string[];
  /** Sets offered directly in the bundle. */
  sets: SetSeed[];
  /** Groups of sets (the wearer picks from the sets of each group). */
  groups: GroupSeed[];
  /** Once a line's category is chosen, the bundle's other categories are disabled. */
  exclusiveCategories?: boolean;
  /** SUBSIDISED bundles: the percentage of what the credit does not cover. */
  subsidyPercent?: number;
  /** Value-add codes offered on the bundle's items. */
  valueAdds?: string[];
}

export interface PackSeed {
  id: string;
  orgUnit: string;
  name: string;
  description: string;
  packType: "NEW_STARTER" | "COMPULSORY" | "OPTIONAL" | "SELF_PURCHASE";
  allocationType: "DOLLAR" | "QUANTITY";
  /** Cents for DOLLAR allocations, number of items for QUANTITY allocations. */
  allocationValue: number;
  fundType: FundType;
  preOrderDate: string | null;
  /** The pack role whose users see the pack. */
  role: string;
  /** Shipping charged when the wearer pays part of the pack (cents). */
  shippingCents: number;
  bundles: BundleSeed[];
}

export const PACK_ROLES = [
  { code: "acme-office", orgUnit: "acme-au", name: "Office staff" },
  { code: "acme-site", orgUnit: "acme-au", name: "Site staff" },
  { code: "kiwi-store", orgUnit: "kiwi-nz", name: "Store team" },
];

/** Demo users and their pack roles (the e2e pack accounts are in PACK_TEST_ACCOUNTS). */
export const USER_PACK_ROLES: { userUid: string; roles: string[] }[] = [
  { userUid: "wearer@acme.example", roles: ["acme-office", "acme-site"] },
  { userUid: "wearer@kiwi.example", roles: ["kiwi-store"] },
];

export const VALUE_ADDS = [
  { code: "NAME_EMBROIDERY", name: "Name embroidery", priceCents: 850, prompt: "Name to embroider", maxLength: 20 },
  { code: "LOGO_EMBROIDERY", name: "Logo embroidery", priceCents: 500, prompt: null, maxLength: 0 },
];

export const REPLACEMENT_REASONS = [
  { code: "NEW_STARTER", name: "New starter" },
  { code: "WORN", name: "Worn out" },
  { code: "DAMAGED", name: "Damaged" },
  { code: "LOST", name: "Lost" },
  { code: "SIZE", name: "Size change" },
];

/** Variants of a discontinued colour (inStockCode 'D'): the Metro softshell jacket (type K) in bottle green. */
export const DISCONTINUED_VARIANT_PREFIXES = ["JKT-MT-BOTTLE-"];

/** E2E pack accounts (e2e/pack-accounts.ts): wearers of acme-au with both acme pack roles. */
export const PACK_TEST_ACCOUNTS = (["js", "nojs"] as const).flatMap((project) =>
  [1, 2, 3, 4, 5, 6].map((n) => ({
    uid: `pack-wearer-${project}-${n}@acme.example`,
    firstName: "Pack",
    lastName: `Wearer ${project.toUpperCase()} ${n}`,
    group: "customergroup",
    priceEnabled: false,
    enableTaken: true,
    roles: ["acme-office", "acme-site"],
  })),
);

export const PACKS: PackSeed[] = [
  {
    id: "acme-new-starter",
    orgUnit: "acme-au",
    name: "New Starter Pack",
    description: "Everything a new team member needs for their first week.",
    packType: "NEW_STARTER",
    allocationType: "DOLLAR",
    allocationValue: 45000,
    fundType: "FULLY_FUNDED",
    preOrderDate: null,
    role: "acme-office",
    shippingCents: 0,
    bundles: [
      {
        id: "acme-new-starter-tops",
        name: "Shirts and polos",
        description: "Choose two or three tops.",
        fundType: "FULLY_FUNDED",
        minSelections: 2,
        maxSelections: 3,
        isIndentOrder: false,
        subsidyRange: [],
        sets: [
          { id: "acme-ns-polos", name: "Polos", items: ["POL-CL", "POL-PR", "POL-EC"] },
          { id: "acme-ns-shirts", name: "Business shirts", items: ["SHT-CL", "SHT-MT"] },
        ],
        groups: [],
        exclusiveCategories: true,
        valueAdds: ["NAME_EMBROIDERY", "LOGO_EMBROIDERY"],
      },
      {
        id: "acme-new-starter-legwear",
        name: "Trousers and shorts",
        description: "Choose one or two from the legwear group.",
        fundType: "FULLY_FUNDED",
        minSelections: 1,
        maxSelections: 2,
        isIndentOrder: false,
        subsidyRange: [],
        sets: [],
        groups: [
          {
            id: "acme-ns-legwear",
            name: "Legwear",
            missingSetMessage: "Select trousers or shorts to continue.",
            sets: [
              { id: "acme-ns-trousers", name: "Trousers", items: ["TRS-CL", "TRS-PR"] },
              { id: "acme-ns-shorts", name: "Shorts", items: ["SHO-CL", "SHO-PR"] },
            ],
          },
        ],
      },
      {
        id: "acme-new-starter-outerwear",
        name: "Outerwear",
        description: "One jacket or fleece. Jackets are made to order.",
        fundType: "FULLY_FUNDED",
        minSelections: 1,
        maxSelections: 1,
        isIndentOrder: true,
        subsidyRange: [],
        sets: [{ id: "acme-ns-outerwear", name: "Jackets and fleece", items: ["JKT-CL", "JKT-PR", "FLC-CL"] }],
        groups: [],
      },
    ],
  },
  {
    id: "acme-site-safety",
    orgUnit: "acme-au",
    name: "Site Safety Pack",
    description: "Compulsory safety wear for site visits.",
    packType: "COMPULSORY",
    allocationType: "QUANTITY",
    allocationValue: 3,
    fundType: "FULLY_FUNDED",
    preOrderDate: null,
    role: "acme-site",
    shippingCents: 0,
    bundles: [
      {
        id: "acme-site-safety-hivis",
        name: "Hi-vis",
        description: "One hi-vis vest.",
        fundType: "FULLY_FUNDED",
        minSelections: 1,
        maxSelections: 1,
        isIndentOrder: false,
        subsidyRange: [],
        sets: [{ id: "acme-ss-vests", name: "Hi-vis vests", items: ["VST-CL", "VST-PR"] }],
        groups: [],
      },
      {
        id: "acme-site-safety-footwear",
        name: "Footwear",
        description: "One pair of safety boots.",
        fundType: "FULLY_FUNDED",
        minSelections: 1,
        maxSelections: 1,
        isIndentOrder: false,
        subsidyRange: [],
        sets: [{ id: "acme-ss-boots", name: "Safety boots", items: ["BOT-CL", "BOT-PR"] }],
        groups: [],
      },
    ],
  },
  {
    id: "acme-winter",
    orgUnit: "acme-au",
    name: "Winter Layers",
    description: "Optional winter layers, subsidised by Acme.",
    packType: "OPTIONAL",
    allocationType: "DOLLAR",
    allocationValue: 15000,
    fundType: "SUBSIDISED",
    preOrderDate: "2027-03-01",
    role: "acme-office",
    shippingCents: 0,
    bundles: [
      {
        id: "acme-winter-layers",
        name: "Winter layers",
        description: "Up to two fleece or jackets.",
        fundType: "SUBSIDISED",
        minSelections: 0,
        maxSelections: 2,
        isIndentOrder: true,
        subsidyRange: ["50% subsidy on what your allowance does not cover"],
        sets: [{ id: "acme-winter-set", name: "Fleece and jackets", items: ["FLC-CL", "FLC-EC", "JKT-CL", "JKT-MT"] }],
        groups: [],
        subsidyPercent: 50,
      },
    ],
  },
  {
    id: "acme-self-purchase",
    orgUnit: "acme-au",
    name: "Self-Purchase Extras",
    description: "Extra items you pay for yourself, at your organisation's price.",
    packType: "SELF_PURCHASE",
    allocationType: "DOLLAR",
    allocationValue: 0,
    fundType: "SUBSIDISED",
    preOrderDate: null,
    role: "acme-office",
    shippingCents: 995,
    bundles: [
      {
        id: "acme-self-purchase-extras",
        name: "Extras",
        description: "Caps, aprons and extra polos.",
        fundType: "SUBSIDISED",
        minSelections: 0,
        maxSelections: 5,
        isIndentOrder: false,
        subsidyRange: ["10% off every item"],
        sets: [{ id: "acme-sp-extras", name: "Extras", items: ["CAP-CL", "CAP-MT", "APR-CL", "POL-MT"] }],
        groups: [],
        subsidyPercent: 10,
      },
    ],
  },
  {
    id: "kiwi-new-starter",
    orgUnit: "kiwi-nz",
    name: "Kiwi New Starter Pack",
    description: "First-week uniform for new Kiwi Services staff.",
    packType: "NEW_STARTER",
    allocationType: "DOLLAR",
    allocationValue: 40000,
    fundType: "FULLY_FUNDED",
    preOrderDate: null,
    role: "kiwi-store",
    shippingCents: 0,
    bundles: [
      {
        id: "kiwi-new-starter-tops",
        name: "Tops",
        description: "Choose two polos or scrub tops.",
        fundType: "FULLY_FUNDED",
        minSelections: 2,
        maxSelections: 2,
        isIndentOrder: false,
        subsidyRange: [],
        sets: [
          { id: "kiwi-ns-polos", name: "Polos", items: ["POL-CL", "POL-EC"] },
          { id: "kiwi-ns-scrubs", name: "Scrub tops", items: ["SCR-CL", "SCR-EC"] },
        ],
        groups: [],
        valueAdds: ["NAME_EMBROIDERY", "LOGO_EMBROIDERY"],
      },
      {
        id: "kiwi-new-starter-legwear",
        name: "Legwear",
        description: "One pair of trousers.",
        fundType: "FULLY_FUNDED",
        minSelections: 1,
        maxSelections: 1,
        isIndentOrder: false,
        subsidyRange: [],
        sets: [{ id: "kiwi-ns-trousers", name: "Trousers", items: ["TRS-CL", "TRS-MT"] }],
        groups: [],
      },
    ],
  },
];
