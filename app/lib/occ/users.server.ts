import { z } from "zod";
import { type OccCaller } from "./caller.server";

/**
 * Call group "Allocations, profile, reset" (spec part 2 §7): the current user
 * `GET orgUsers/{userId}` with the fields of spec part 1 §3.
 */

const nullableString = z.string().nullable().optional().transform((v) => v ?? null);

export const OrgUnitSchema = z.object({
  uid: z.string(),
  name: z.string(),
  active: z.boolean().optional().default(true),
  billToName: nullableString,
  country: z.object({ isocode: z.string(), name: z.string().optional() }).nullable().optional(),
  customerSpecificCurrencySymbol: nullableString,
  bulkUploadEnabled: z.boolean().optional().default(false),
  enableNaizFit: z.boolean().optional().default(false),
  enableChatbot: z.boolean().optional().default(false),
});
export type OrgUnit = z.infer<typeof OrgUnitSchema>;

export const CurrentUserSchema = z.object({
  uid: z.string(),
  name: z.string().optional(),
  firstName: z.string(),
  lastName: z.string().optional().default(""),
  preferredName: nullableString,
  displayUid: z.string().optional(),
  groups: z.array(z.object({ uid: z.string(), name: z.string().optional() })).default([]),
  /**
   * Stock SAP Commerce B2B (`B2BUserWsDTO`, issue 22) sends the user's B2B roles as group uids in `roles`
   * (e.g. "b2bcustomergroup"); `groups` is this customer's extension. Both feed the one role model (`userGroupUids`).
   */
  roles: z.array(z.string()).optional().default([]),
  enableTaken: z.boolean().optional().default(false),
  /** This customer's flag: a backend without it (stock SAP) shows prices (issue 22). */
  priceEnabled: z.boolean().optional().default(true),
  wearerId: nullableString,
  showLoginPreferencePage: z.boolean().optional().default(false),
  isFirstLogin: z.boolean().optional().default(false),
  showCDCRegistrationPage: z.boolean().optional().default(false),
  indentMode: z.boolean().optional().default(false),
  indentStartDate: nullableString,
  indentEndDate: nullableString,
  indentExpectedDeliveryDate: nullableString,
  currency: z.object({ isocode: z.string(), symbol: z.string().optional() }).nullable().optional(),
  orgUnit: OrgUnitSchema.nullable().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export async function getCurrentUser({ occ }: OccCaller): Promise<CurrentUser> {
  return occ.request({ path: `orgUsers/${await occ.userId()}`, schema: CurrentUserSchema });
}

/** The user's group uids from both shapes: `groups` (this customer's) and stock SAP's B2B `roles`, once each. */
export function userGroupUids(user: Pick<CurrentUser, "groups" | "roles">): string[] {
  return [...new Set([...user.groups.map((group) => group.uid), ...user.roles])];
}
