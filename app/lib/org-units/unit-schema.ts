import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";

/**
 * The units / stores forms (issue 26, H1): one schema per form for the browser (through `lazyValidator`) and the
 * actions. The backend checks the same (uid letters, digits, '-', '_', '.'; name 1–255) and the rules.
 */

const UID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
export const uidInvalid = "Use letters, digits, '-', '_' or '.' (starting with a letter or digit), at most 64 characters.";
export const nameTooLong = "Use at most 255 characters.";
/** Letters, digits, spaces and . , ' ’ & ( ) / - (starting with a letter or digit): the backend's rule too. */
export const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.,&()/-]*$/u;
export const nameCharacters = "Use letters, digits, spaces and . , ' & ( ) / - only, starting with a letter or digit.";

const required = (max: number, tooLong: string) => z.string({ required_error: messages.required }).trim().min(1, messages.required).max(max, tooLong);
const process = z.preprocess((value) => (value === "" ? undefined : value), z.enum(["accApproval", "accApprovalEscalation"]).optional());

/** /organisation/units/new: uid, name, parent, approval process (optional: inherited). */
export const CreateUnitSchema = z.object({
  uid: required(64, uidInvalid).regex(UID_PATTERN, uidInvalid),
  name: required(255, nameTooLong).regex(NAME_PATTERN, nameCharacters),
  parent: required(64, uidInvalid),
  approvalProcess: process,
});
export type CreateUnitForm = z.infer<typeof CreateUnitSchema>;

/** /organisation/units/{uid}/edit: name, approval process, parent (absent for the root and the admin's own unit). */
export const EditUnitSchema = z.object({
  name: required(255, nameTooLong).regex(NAME_PATTERN, nameCharacters),
  parent: z.string().trim().max(64).optional(),
  approvalProcess: process,
});
export type EditUnitForm = z.infer<typeof EditUnitSchema>;

export const parseCreateUnit = (formData: FormData) => parseWithZod(formData, { schema: CreateUnitSchema });
export const parseEditUnit = (formData: FormData) => parseWithZod(formData, { schema: EditUnitSchema });

/** A confirmation's button (disable, enable, remove): its intent must be the page's. */
export const confirmSchema = (intent: string) => z.object({ intent: z.literal(intent, { errorMap: () => ({ message: "Unknown form action." }) }) });

/** The users tab's add button and the approvers page's buttons: which user. */
export const AddUserSchema = z.object({ intent: z.literal("add"), customerPK: z.string().regex(/^\d{1,12}$/) });
export const ApproverActionSchema = z.object({ intent: z.enum(["assign", "unassign"]), customerUid: z.string().trim().min(1).max(320) });
