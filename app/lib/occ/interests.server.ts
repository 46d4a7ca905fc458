import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";

/**
 * Back-in-stock interests (issue 25; docs/interests-and-coupons.md). Stock SAP Commerce 2211 ProductInterestsController,
 * called as Spartacus calls it (`projects/core/src/occ/adapters/user/occ-user-interests.adapter.ts`, endpoint
 * `productInterests`):
 * - `GET users/current/productinterests?currentPage&pageSize&productCode&notificationType` → ProductInterestSearchResult;
 * - `POST users/current/productinterests?productCode=&notificationType=BACK_IN_STOCK` (no body) → 201 the relation;
 * - `DELETE users/current/productinterests?productCode=&notificationType=BACK_IN_STOCK` → 200, no body.
 */

export const BACK_IN_STOCK = "BACK_IN_STOCK";

const QualifierSchema = z.object({ qualifier: z.string().optional(), name: z.string().optional(), value: z.string().optional() });

export const InterestRelationSchema = z.object({
  product: z.object({
    code: z.string(),
    name: z.string().optional(),
    url: z.string().optional(),
    baseProduct: z.string().optional(),
    stock: z.object({ stockLevelStatus: z.string().optional(), stockLevel: z.number().optional() }).optional(),
    baseOptions: z
      .array(z.object({ selected: z.object({ code: z.string().optional(), variantOptionQualifiers: z.array(QualifierSchema).optional().default([]) }).optional() }))
      .optional()
      .default([]),
  }),
  productInterestEntry: z
    .array(z.object({ interestType: z.string(), dateAdded: z.string().optional(), dateNotified: z.string().optional() }))
    .optional()
    .default([]),
});
export type InterestRelation = z.infer<typeof InterestRelationSchema>;

export const InterestListSchema = z.object({
  results: z.array(InterestRelationSchema).optional().default([]),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() }).partial().optional(),
});
export type InterestList = z.infer<typeof InterestListSchema>;

const PATH = "users/current/productinterests";

export function listInterests({ occ }: OccCaller, { currentPage = 0, pageSize = 20 }: { currentPage?: number; pageSize?: number } = {}): Promise<InterestList> {
  return occ.request({ path: PATH, query: { currentPage, pageSize, notificationType: BACK_IN_STOCK }, schema: InterestListSchema });
}

export function addInterest({ occ }: OccCaller, productCode: string): Promise<InterestRelation> {
  return occ.request({ method: "POST", path: PATH, query: { productCode, notificationType: BACK_IN_STOCK }, schema: InterestRelationSchema });
}

export async function removeInterest({ occ }: OccCaller, productCode: string): Promise<void> {
  await occ.request({ method: "DELETE", path: PATH, query: { productCode, notificationType: BACK_IN_STOCK }, schema: EmptyBodySchema });
}
