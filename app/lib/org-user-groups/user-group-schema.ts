import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";
import * as m from "./messages";
import { USER_GROUP_UID } from "./paths";

/**
 * The user-group forms (issue 26, H4): one schema per form, for the browser (through `lazyValidator`) and the action.
 * Create: code (uid), name, unit; edit: name and unit (the code is fixed); members: add or remove one user. The
 * backend checks the same and more (the unit in scope and enabled, the code free: 409).
 */
const name = z.string({ required_error: messages.required }).trim().min(1, messages.required).max(255, m.nameTooLong);
const unit = z.string({ required_error: messages.required }).trim().min(1, messages.required).max(64);

export const EditUserGroupSchema = z.object({ name, orgUnit: unit });
export const CreateUserGroupSchema = EditUserGroupSchema.extend({
  uid: z.string({ required_error: messages.required }).trim().min(1, messages.required).regex(USER_GROUP_UID, m.uidInvalid),
});
export type CreateUserGroupForm = z.infer<typeof CreateUserGroupSchema>;
export type EditUserGroupForm = z.infer<typeof EditUserGroupSchema>;

export function parseCreateUserGroup(formData: FormData) {
  return parseWithZod(formData, { schema: CreateUserGroupSchema });
}

export function parseEditUserGroup(formData: FormData) {
  return parseWithZod(formData, { schema: EditUserGroupSchema });
}

/** A members page button: add or remove one user (by uid). */
export const MemberChangeSchema = z.object({
  intent: z.enum(["add", "remove"]),
  orgCustomerId: z.string().trim().min(1).max(255),
});
