import type { ProfileUser, Title } from "~/lib/occ/account-profile.server";

/** What the profile page shows (issue 25): plain values, no zod (the route's component reads it). */
export interface ProfileView {
  titleCode: string;
  titleName: string | null;
  titles: { value: string; label: string }[];
  firstName: string;
  lastName: string;
  preferredName: string;
  email: string | null;
  mobile: string | null;
  employeeId: string | null;
  unit: string | null;
  /** This customer's profile extensions answer: preferred name and mobile can be changed here. */
  extended: boolean;
}

export function profileView(user: ProfileUser, titles: readonly Title[]): ProfileView {
  const titleCode = user.titleCode ?? "";
  return {
    titleCode,
    titleName: titles.find((title) => title.code === titleCode)?.name ?? null,
    titles: titles.map((title) => ({ value: title.code, label: title.name })),
    firstName: user.firstName,
    lastName: user.lastName,
    preferredName: user.preferredName ?? "",
    email: user.email,
    mobile: user.mobileNumber,
    employeeId: user.employeeId,
    unit: user.unit,
    extended: user.extended,
  };
}
