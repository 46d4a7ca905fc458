import { z } from "zod";

/**
 * Shapes shared by the organisation call groups (issue 26: org-units, org-users, org-user-groups, org-tiles; issue 27
 * adds its groups). docs/occ-api.md "Organisation administration".
 */

/** A unit as other objects name it. */
export const OrgUnitRefSchema = z.object({ uid: z.string(), name: z.string() });
export type OrgUnitRef = z.infer<typeof OrgUnitRefSchema>;

/** 'Last changed by … on …' (the backend's audit trail; null when never changed through the organisation area). */
export const LastChangeSchema = z.object({ by: z.object({ uid: z.string(), name: z.string() }), at: z.string(), action: z.string() }).nullable();
export type LastChange = z.infer<typeof LastChangeSchema>;

export const OrgPaginationSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type OrgPagination = z.infer<typeof OrgPaginationSchema>;
