import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";
import { LastChangeSchema, OrgPaginationSchema } from "./org-common.server";

/**
 * Organisation cost centres (issue 27, helper A; docs/occ-api.md "Organisation administration"). Stock SAP Commerce
 * 2211 B2B as Spartacus' organisation config calls it (`costCenters` POST, `costCenter` GET and PATCH); this
 * customer's extensions the spec names (part 2 §7: `wwg-cost-centers` list, `remove-cost-centre` with a JSON body).
 * The signed-in admin is `orgUsers/current` (the stock calls read the token's user).
 */

const OURS = "orgUsers/current";
const costCenterPath = (code: string) => `costcenters/${encodeURIComponent(code)}`;

/** SAP's B2BCostCenterWsDTO as the backend answers it (`activeFlag` the boolean; `active` a deprecated string). */
export const CostCentreSchema = z.object({
  code: z.string(),
  name: z.string(),
  activeFlag: z.boolean(),
  currency: z.object({ isocode: z.string(), symbol: z.string().optional() }),
  unit: z.object({ uid: z.string(), name: z.string(), active: z.boolean().optional().default(true) }),
});
export type CostCentre = z.infer<typeof CostCentreSchema>;

const BudgetSchema = z.object({
  code: z.string(),
  name: z.string(),
  budget: z.number(),
  currency: z.object({ isocode: z.string(), symbol: z.string().optional() }),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean().optional().default(true),
  orgUnit: z.object({ uid: z.string(), name: z.string() }).optional(),
});
export type AssignedBudget = z.infer<typeof BudgetSchema>;

const ChargingUserSchema = z.object({
  uid: z.string(),
  customerId: z.string(),
  name: z.string(),
  orgUnit: z.object({ uid: z.string(), name: z.string() }).optional(),
  active: z.boolean().optional().default(true),
  isDefault: z.boolean().optional().default(false),
});
export type ChargingUser = z.infer<typeof ChargingUserSchema>;

export const CostCentreDetailsSchema = CostCentreSchema.extend({
  assignedBudgets: z.array(BudgetSchema).optional().default([]),
  users: z.array(ChargingUserSchema).optional().default([]),
  lastChange: LastChangeSchema.optional().default(null),
});
export type CostCentreDetails = z.infer<typeof CostCentreDetailsSchema>;

const CostCentreListSchema = z.object({ costCenters: z.array(CostCentreSchema), pagination: OrgPaginationSchema });
export type CostCentreList = z.infer<typeof CostCentreListSchema>;

/** What create and update send (SAP's B2BCostCenterWsDTO). */
export interface CostCentreBody {
  code: string;
  name: string;
  currency: { isocode: string };
  unit: { uid: string };
}

/** `GET orgUsers/{u}/wwg-cost-centers?search&pageSize&currentPage&b2bUnits` (the admin's scope). */
export function listCostCentres(
  { occ }: OccCaller,
  query: { currentPage: number; pageSize: number; search?: string | undefined; units?: readonly string[] | undefined },
): Promise<CostCentreList> {
  return occ.request({
    path: `${OURS}/wwg-cost-centers`,
    query: {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      ...(query.search ? { search: query.search } : {}),
      ...(query.units && query.units.length > 0 ? { b2bUnits: query.units.join(",") } : {}),
    },
    schema: CostCentreListSchema,
  });
}

/** `GET costcenters/{code}` (outside the scope or unknown: 404). */
export function getCostCentre({ occ }: OccCaller, code: string): Promise<CostCentreDetails> {
  return occ.request({ path: costCenterPath(code), schema: CostCentreDetailsSchema });
}

/** `POST costcenters` with `Idempotency-Key` → 201 (the same key again: the cost centre it created). */
export function createCostCentre({ occ }: OccCaller, body: CostCentreBody, idempotencyKey: string): Promise<CostCentre> {
  return occ.request({ method: "POST", path: "costcenters", body, headers: { "Idempotency-Key": idempotencyKey }, schema: CostCentreSchema });
}

/** `PATCH costcenters/{code}` (name, currency, unit, activeFlag) → the cost centre. */
export function updateCostCentre({ occ }: OccCaller, code: string, body: Partial<Omit<CostCentreBody, "code">> & { activeFlag?: boolean }): Promise<CostCentre> {
  return occ.request({ method: "PATCH", path: costCenterPath(code), body, schema: CostCentreSchema });
}

/** `DELETE orgUsers/{u}/wwg-cost-centers/remove-cost-centre` with the JSON body {code, businessUnit} → 200. */
export async function removeCostCentre({ occ }: OccCaller, code: string, businessUnit: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `${OURS}/wwg-cost-centers/remove-cost-centre`, body: { code, businessUnit }, schema: EmptyBodySchema });
}

const CurrenciesSchema = z.object({ currencies: z.array(z.object({ isocode: z.string(), name: z.string(), symbol: z.string().optional() })) });
export type CurrencyOption = z.infer<typeof CurrenciesSchema>["currencies"][number];

/** Stock `GET currencies` (Spartacus' currency select): for an administrator, their organisation's currencies. */
export async function getCurrencies({ occ }: OccCaller): Promise<CurrencyOption[]> {
  return (await occ.request({ path: "currencies", schema: CurrenciesSchema })).currencies;
}
