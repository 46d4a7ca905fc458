/** The user detail as the pages show it (the OCC group's OrgUserDetails; a type only, nothing reaches the browser). */
export type { OrgUserDetails as OrgUserView } from "~/lib/occ/org-users.server";
