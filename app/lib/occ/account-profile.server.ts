import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema, lenientList } from "./lenient-list.server";

/**
 * Call group "Allocations, profile, reset" (spec part 2 §7), My Profile (issue 25; docs/occ-api.md "My Profile";
 * docs/account-profile.md). Stock SAP Commerce 2211: `GET titles`, `GET orgUsers/{userId}` (its profile fields),
 * `PATCH users/{userId}`, `DELETE users/{userId}`. This customer's extensions (a stock SAP answers 404
 * UnknownResourceError; the page then shows them read-only): `PUT orgUsers/{userId}/preferred-name`,
 * `POST users/{userId}/mobile/verificationCode`, `PUT users/{userId}/mobile`.
 */

const nullableString = z.string().nullable().optional().transform((v) => v ?? null);

export const TitleSchema = z.object({ code: z.string(), name: z.string() });
export type Title = z.infer<typeof TitleSchema>;
const TitlesSchema = z.object({ titles: lenientList(TitleSchema, "titles") });

/** `GET titles` (stock; anonymous or signed in). */
export async function getTitles({ occ }: OccCaller): Promise<Title[]> {
  return (await occ.request({ path: "titles", schema: TitlesSchema })).titles;
}

/**
 * The profile's fields of `GET orgUsers/{userId}`. `titleCode` is SAP's (UserWsDTO); `preferredName`, `mobileNumber`,
 * `employeeId` are this customer's: `extended` is false when the answer has none of them (a stock SAP's B2BUserWsDTO).
 */
export const ProfileUserSchema = z
  .object({
    uid: z.string(),
    titleCode: nullableString,
    firstName: z.string(),
    lastName: z.string().optional().default(""),
    preferredName: nullableString,
    mobileNumber: nullableString,
    employeeId: nullableString,
    email: nullableString,
    displayUid: nullableString,
    orgUnit: z.object({ uid: z.string(), name: z.string().optional() }).nullable().optional(),
    groups: z.array(z.unknown()).optional(),
  })
  .transform(({ groups, ...user }) => ({
    ...user,
    email: user.email ?? (user.uid.includes("@") ? user.uid : user.displayUid),
    unit: user.orgUnit?.name ?? user.orgUnit?.uid ?? null,
    extended: groups !== undefined,
  }));
export type ProfileUser = z.infer<typeof ProfileUserSchema>;

export async function getProfileUser({ occ }: OccCaller): Promise<ProfileUser> {
  return occ.request({ path: `orgUsers/${await occ.userId()}`, schema: ProfileUserSchema });
}

export interface ProfileChange {
  titleCode: string;
  firstName: string;
  lastName: string;
}

/** `PATCH users/{userId}` (stock; JSON body as Spartacus' `updateDetails`): 200 with an empty body. */
export async function updateProfile({ occ }: OccCaller, change: ProfileChange): Promise<void> {
  await occ.request({ method: "PATCH", path: `users/${await occ.userId()}`, body: change, schema: EmptyBodySchema });
}

/** `PUT orgUsers/{userId}/preferred-name` (extension): an empty name removes it. */
export async function updatePreferredName({ occ }: OccCaller, preferredName: string): Promise<void> {
  await occ.request({
    method: "PUT",
    path: `orgUsers/${await occ.userId()}/preferred-name`,
    body: { preferredName },
    schema: EmptyBodySchema,
  });
}

const CodeSentSchema = z.object({
  resendAfterSeconds: z.number().int().nonnegative(),
  expiresInSeconds: z.number().int().positive(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** `POST users/{userId}/mobile/verificationCode` (extension): an SMS code to the new number (429 with the wait). */
export async function sendMobileCode({ occ }: OccCaller, mobileNumber: string): Promise<CodeSent> {
  return occ.request({
    method: "POST",
    path: `users/${await occ.userId()}/mobile/verificationCode`,
    body: { mobileNumber },
    schema: CodeSentSchema,
  });
}

/** `PUT users/{userId}/mobile` (extension): the number becomes the user's with the code sent to it. */
export async function changeMobile({ occ }: OccCaller, mobileNumber: string, verificationCode: string): Promise<void> {
  await occ.request({
    method: "PUT",
    path: `users/${await occ.userId()}/mobile`,
    body: { mobileNumber, verificationCode },
    schema: EmptyBodySchema,
  });
}

/** `DELETE users/{userId}` (stock): closes the account; the user can no longer sign in. */
export async function closeAccount({ occ }: OccCaller): Promise<void> {
  await occ.request({ method: "DELETE", path: `users/${await occ.userId()}`, schema: EmptyBodySchema });
}
