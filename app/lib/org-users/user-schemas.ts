import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { NAME_MAX, NAME_PATTERN } from "~/lib/account-profile/profile-schema";
import { isValidMobile } from "~/lib/registration/mobile-number";
import { TITLE_OPTIONS } from "~/lib/registration/titles";
import * as m from "./messages";

/**
 * The organisation users' forms (issue 26, H2): create, and the three edits (personal, contact, employee). One schema
 * per form, for the browser (`lazyValidator`) and the action (`parse*`). The backend checks the same rules and the
 * duplicates (routes/org-users.ts); the create form's 'Generate' button (`intent=generate`) skips validation.
 */

const TITLE_CODES = TITLE_OPTIONS.map((option) => option.value) as [string, ...string[]];
export const ROLE_CHOICES = ["customergroup", "b2bcustomergroup", "b2bapprovergroup", "b2bmanagergroup", "b2badmingroup", "unitorderviewergroup"] as const;

const name = z
  .string({ required_error: m.required })
  .trim()
  .min(1, m.required)
  .max(NAME_MAX, m.nameTooLong)
  .regex(NAME_PATTERN, m.invalidName);
const titleCode = z.enum(TITLE_CODES, { errorMap: () => ({ message: m.invalidTitle }) }).optional();
const email = z.string({ required_error: m.required }).trim().min(1, m.required).max(254, m.invalidEmail).email(m.invalidEmail);
const mobile = z.string().trim().max(40, m.invalidMobile).refine(isValidMobile, m.invalidMobile).optional();
const employeeCode = z
  .string({ required_error: m.required })
  .trim()
  .min(1, m.required)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/, m.invalidCode);
const unitId = z.string({ required_error: m.required }).trim().min(1, m.required).max(100, m.required);

export const CreateUserSchema = z.object({
  titleCode,
  firstName: name,
  lastName: name,
  email,
  mobile,
  employeeCode,
  unitId,
  roles: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.string())
      .min(1, m.chooseRole)
      .refine((roles) => roles.every((role) => (ROLE_CHOICES as readonly string[]).includes(role)), m.chooseRole),
  ),
});
export type CreateUserForm = z.infer<typeof CreateUserSchema>;
export const CREATE_FIELDS = ["titleCode", "firstName", "lastName", "email", "mobile", "employeeCode", "unitId", "roles"] as const;
export type CreateField = (typeof CREATE_FIELDS)[number];

export const PersonalSchema = z.object({ titleCode, firstName: name, lastName: name });
export const PERSONAL_FIELDS = ["titleCode", "firstName", "lastName"] as const;
export const ContactSchema = z.object({ email, mobile });
export const CONTACT_FIELDS = ["email", "mobile"] as const;
export const EmployeeSchema = z.object({ employeeCode, unitId });
export const EMPLOYEE_FIELDS = ["employeeCode", "unitId"] as const;

export const parseCreateUser = (formData: FormData) => parseWithZod(formData, { schema: CreateUserSchema });
export const parsePersonal = (formData: FormData) => parseWithZod(formData, { schema: PersonalSchema });
export const parseContact = (formData: FormData) => parseWithZod(formData, { schema: ContactSchema });
export const parseEmployee = (formData: FormData) => parseWithZod(formData, { schema: EmployeeSchema });

/** The users list's GET filters (`?q=&unit=&role=&status=&page=`); a value that is not an option is dropped with a message. */
export const STATUS_CHOICES = ["ACTIVE", "DISABLED"] as const;
