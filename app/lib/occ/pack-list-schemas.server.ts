import { z } from "zod";

/**
 * Response schemas of the pack list call and the cart's "edit pack" call (docs/occ-api.md "Issue 8 additions"; spec
 * part 1 §2 "Pack ordering flow", §3). `.server`: zod stays out of browser bundles (decision 004). Pack, allocation and
 * fund types are kept as strings: the storefront reads every spelling through app/lib/packs/pack-rules.ts.
 */

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
