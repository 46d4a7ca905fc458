/** The upload as the pages show it (the OCC group's types; types only, nothing reaches the browser). */
export type { BulkUserUpload, CreatedUser, UploadColumn, UploadRowError } from "~/lib/occ/org-user-uploads.server";
