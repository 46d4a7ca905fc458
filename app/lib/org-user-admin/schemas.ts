import { z } from "zod";
import * as m from "./messages";

/**
 * The user administration forms (issue 26, H3): one schema per form, parsed by the action (conform) and, with JS,
 * by the browser (lazy-loaded: zod stays out of the pages' first-load JS, decision 004).
 */

const id = z.string().trim().min(1).max(255);

/** Roles page: `intent=add` with the chosen role (radios), or `intent=remove` with the role of the row. */
export const RoleFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  roleId: z.string({ required_error: m.chooseRole }).trim().min(1, m.chooseRole).max(64),
});
export type RoleForm = z.infer<typeof RoleFormSchema>;

/** Payment details: add the ticked cost centres, or remove / make default the one of a row. */
export const CostCentreFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    codes: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(id).min(1, m.chooseCostCentre).max(50)),
    search: z.string().max(100).optional(),
  }),
  z.object({ intent: z.literal("remove"), code: id }),
  z.object({ intent: z.literal("default"), code: id }),
]);
export type CostCentreForm = z.infer<typeof CostCentreFormSchema>;

/** Approvers page: assign or unassign the approver of a row. */
export const ApproverFormSchema = z.object({ intent: z.enum(["assign", "unassign"]), approverId: id });
export type ApproverForm = z.infer<typeof ApproverFormSchema>;
