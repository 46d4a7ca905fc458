import { z } from "zod";

/**
 * Zod schemas of the pack calls (issue 8; docs/occ-api.md "Issue 8 additions" → Shapes). Types are `z.infer`'d.
 * Pack types stay strings here: the storefront normalises every spelling with `normalisePackType` (pack-rules.ts).
 */

export const PriceSchema = z.object({
  value: z.number(),
  formattedValue: z.string(),
  currencyIso: z.string().optional(),
});
export type PackPrice = z.infer<typeof PriceSchema>;

const CodeName = z.object({ code: z.string(), name: z.string() });

export const BundleStatusSchema = z.enum(["NOT_STARTED", "IN_PROGRESS", "COMPLETED"]);
export type BundleStatus = z.infer<typeof BundleStatusSchema>;

export const PackBundleSchema = z.object({
  bundleId: z.string(),
  bundleName: z.string(),
  bundleDescription: z.string().nullish().transform((v) => v ?? ""),
  step: z.number().int(),
  isIndentOrder: z.boolean().default(false),
  fundType: z.string(),
  subsidyRange: z.array(z.string()).default([]),
  subsidyPercent: z.number().nullish(),
  minSelections: z.number().int(),
  maxSelections: z.number().int(),
  exclusiveCategories: z.boolean().default(false),
  status: BundleStatusSchema,
});
export type PackBundle = z.infer<typeof PackBundleSchema>;

export const PackDetailsSchema = z.object({
  packId: z.string(),
  packName: z.string(),
  description: z.string().nullish().transform((v) => v ?? ""),
  packType: z.string(),
  allocationType: z.string(),
  fundType: z.string(),
  preOrder: z.boolean().default(false),
  preOrderDate: z.string().nullish().transform((v) => v ?? null),
  role: CodeName,
  bundleCount: z.number().int().optional(),
  inCart: z.boolean().default(false),
  draftStatus: z.string().optional(),
  allocation: z.object({ type: z.string(), value: z.number(), formattedValue: z.string() }).nullish(),
  currencySymbol: z.string().default("$"),
  shippingCharge: PriceSchema.nullish(),
  replacementReasons: z.array(CodeName).default([]),
  mode: z.enum(["NEW", "UPDATE"]).default("NEW"),
  bundles: z.array(PackBundleSchema),
});
export type PackDetails = z.infer<typeof PackDetailsSchema>;

export const PackSetItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  code: z.string(),
  name: z.string(),
  image: z.string().nullish().transform((v) => v ?? null),
  category: CodeName,
  price: PriceSchema.nullish().transform((v) => v ?? null),
  maxPrice: PriceSchema.nullish().transform((v) => v ?? null),
  productType: z.string().nullish(),
  disabled: z.boolean().default(false),
});
export type PackSetItem = z.infer<typeof PackSetItemSchema>;

export const PackSetSchema = z.object({
  setId: z.string(),
  setName: z.string(),
  groupId: z.string().nullish().transform((v) => v ?? null),
  items: z.array(PackSetItemSchema),
});
export type PackSet = z.infer<typeof PackSetSchema>;

export const PackSetsSchema = z.object({
  sets: z.array(PackSetSchema),
  groups: z.array(z.object({ groupId: z.string(), name: z.string(), missingSetErrorMessage: z.string().nullish() })).default([]),
});
export type PackSets = z.infer<typeof PackSetsSchema>;

export const PackVariantSchema = z.object({
  code: z.string(),
  colour: z.string(),
  size: z.string(),
  fit: z.string().nullish().transform((v) => v ?? null),
  price: PriceSchema,
  itemStocked: z.boolean().default(false),
  inStockCode: z.string().nullish(),
  stockLevelStatus: z.string().nullish(),
});
export type PackVariant = z.infer<typeof PackVariantSchema>;

export const PackValueAddSchema = z.object({
  code: z.string(),
  name: z.string(),
  price: PriceSchema,
  prompt: z.string().nullish().transform((v) => v ?? null),
  maxLength: z.number().int().nullish().transform((v) => v ?? 255),
});
export type PackValueAdd = z.infer<typeof PackValueAddSchema>;

export const PackItemOptionsSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().nullish().transform((v) => v ?? ""),
  image: z.string().nullish().transform((v) => v ?? null),
  productType: z.string().nullish(),
  category: CodeName,
  setId: z.string(),
  disabled: z.boolean().default(false),
  colours: z.array(z.object({ code: z.string(), name: z.string(), swatch: z.string().nullish() })),
  variants: z.array(PackVariantSchema),
  valueAdds: z.array(PackValueAddSchema).default([]),
  replacementReasons: z.array(CodeName).default([]),
});
export type PackItemOptions = z.infer<typeof PackItemOptionsSchema>;

export const SummaryItemSchema = z.object({
  selectionId: z.union([z.string(), z.number()]).transform(String),
  setId: z.string(),
  styleName: z.string(),
  styleCode: z.string().nullish(),
  originalCode: z.string(),
  skuNumber: z.string(),
  price: PriceSchema.nullish().transform((v) => v ?? null),
  basePriceExcludedVA: PriceSchema.nullish().transform((v) => v ?? null),
  colour: z.string().nullish(),
  dimension: z.string().nullish().transform((v) => v ?? null),
  size: z.string().nullish(),
  quantity: z.number().int(),
  image: z.string().nullish().transform((v) => v ?? null),
  selectedValueAdd: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
        price: PriceSchema.nullish(),
        prompts: z.array(z.object({ prompt1: z.string().nullish(), userEnteredValue: z.string().nullish() })).default([]),
      }),
    )
    .default([]),
  stockMessage: z.string().nullish(),
  itemStocked: z.boolean().default(false),
  isIndentOrder: z.boolean().default(false),
  productType: z.string().nullish(),
  inStockCode: z.string().nullish(),
  indentExpectedDeliveryDate: z.string().nullish(),
  reasonOfReplacement: CodeName.nullish().transform((v) => v ?? null),
  additionalComments: z.string().nullish().transform((v) => v ?? null),
  categoryCode: z.string().nullish(),
});
export type SummaryItem = z.infer<typeof SummaryItemSchema>;

export const SummaryObjectSchema = z.object({
  subject: z.string(),
  message: z.string(),
  items: z.array(z.string()).default([]),
});
export type SummaryObject = z.infer<typeof SummaryObjectSchema>;

const SetEntrySchema = z.object({
  type: z.literal("set"),
  setId: z.string(),
  name: z.string(),
  items: z.array(SummaryItemSchema),
  value: z.number().optional(),
});
const GroupEntrySchema = z.object({
  type: z.literal("group"),
  groupId: z.string(),
  name: z.string(),
  sets: z.array(z.object({ setId: z.string(), name: z.string(), items: z.array(SummaryItemSchema) })),
  value: z.number().optional(),
  missingSetErrorMessage: z.string().nullish(),
});

export const BundleSummarySchema = z.object({
  bundleId: z.string(),
  bundleName: z.string(),
  step: z.number().int(),
  status: BundleStatusSchema,
  minSelections: z.number().int(),
  maxSelections: z.number().int(),
  count: z.number().int(),
  exclusiveCategories: z.boolean().default(false),
  disableCategories: z.array(z.string()).default([]),
  objects: z.array(SummaryObjectSchema).default([]),
  setItems: z.array(z.discriminatedUnion("type", [SetEntrySchema, GroupEntrySchema])).default([]),
});
export type BundleSummary = z.infer<typeof BundleSummarySchema>;

export const PackSummarySchema = z.object({
  packId: z.string(),
  packName: z.string(),
  packType: z.string(),
  allocationType: z.string(),
  mode: z.enum(["NEW", "UPDATE"]).default("NEW"),
  currencySymbol: z.string().default("$"),
  priceIncludingGST: z.boolean().default(true),
  packSummaryData: z.array(BundleSummarySchema),
  entryCount: z.number().int(),
  subTotal: PriceSchema,
  allocatedCredit: PriceSchema,
  appliedSubsidy: PriceSchema,
  shippingCharge: PriceSchema,
  /** GST on what is payable (absent from backends that price packs with GST included). */
  gst: PriceSchema.optional(),
  totalWithGST: PriceSchema,
});
export type PackSummary = z.infer<typeof PackSummarySchema>;

export const TakenEntriesResultSchema = z.object({
  entries: z.array(z.object({ entryNumber: z.number().int(), quantity: z.number().int(), product: z.object({ code: z.string(), name: z.string().nullish() }) })),
  errors: z.array(z.unknown()).default([]),
  replayed: z.boolean().optional(),
});
export type TakenEntriesResult = z.infer<typeof TakenEntriesResultSchema>;

/** A SelectionInput body (POST/PUT selections). */
export interface SelectionInput {
  setId: string;
  productCode: string;
  variantCode: string;
  quantity: number;
  valueAdds: { code: string; userEnteredValue?: string }[];
  reasonOfReplacement?: string;
  additionalComments?: string;
}

// The pack list call and the cart's "edit pack" call (spec part 1 §2 "Pack ordering flow", §3).

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

export const PackCardSchema = z.object({
  packId: z.string(),
  packName: z.string(),
  description: z.string().nullish().transform((value) => value ?? ""),
  packType: z.string(),
  allocationType: z.string(),
  fundType: z.string(),
  preOrder: z.boolean().optional().default(false),
  preOrderDate: z.string().nullish().transform((value) => value ?? null),
  role: CodeNameSchema,
  bundleCount: z.number().int().nonnegative().optional().default(0),
  inCart: z.boolean().optional().default(false),
  draftStatus: z.string().optional().default("NONE"),
});
export type PackCard = z.infer<typeof PackCardSchema>;

export const PackListSchema = z.object({
  roles: z.array(CodeNameSchema).optional().default([]),
  selectedRole: z.string().nullish().transform((value) => value ?? null),
  packs: z.array(PackCardSchema).optional().default([]),
});
export type PackList = z.infer<typeof PackListSchema>;

/** `POST …/packs/{packId}/edit` answers the PackSummary; the cart reads only the bundles' steps (where to go). */
export const PackEditResultSchema = z.object({
  packId: z.string(),
  packSummaryData: z
    .array(z.object({ bundleId: z.string(), step: z.number().int().positive() }).passthrough())
    .optional()
    .default([]),
});
export type PackEditResult = z.infer<typeof PackEditResultSchema>;
