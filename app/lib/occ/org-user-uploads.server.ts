import { z } from "zod";
import { type OccCaller } from "./caller.server";

/**
 * Call group "Organisation and users" — bulk user upload (issue 27; spec part 2 §7 "bulk user upload", path not shown:
 * ours; docs/occ-api.md "Organisation administration"; decision 036). Extension calls under
 * `orgUsers/{userId}/manage-users/bulk-user-uploads` (404 with BACKEND_EXTENSIONS=none):
 * - `POST` multipart/form-data, part `file` → 201 BulkUserUpload (parsed and validated by the backend, kept under an
 *   id of this admin); a file rule broken → 400 ValidationError on `file` with its reason;
 * - `GET {uploadId}` → BulkUserUpload (the preview, or the result once created);
 * - `POST {uploadId}/create` {expectedCount} with `Idempotency-Key` → BulkUserUpload with `created` (every valid row or
 *   none; once); 400 IllegalStateError `uploadChanged` when the valid rows moved since the preview.
 */

const BASE = "orgUsers/current/manage-users/bulk-user-uploads";

export const UPLOAD_COLUMNS = ["title", "firstName", "lastName", "email", "mobile", "employeeCode", "unit", "roles"] as const;
export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];

export const UploadRowErrorSchema = z.object({
  field: z.enum(UPLOAD_COLUMNS),
  code: z.enum(["required", "invalid", "taken", "duplicateInFile", "unknownUnit", "unitDisabled", "unknownRole"]),
  message: z.string(),
  /** `duplicateInFile`: the other rows with the same value. */
  rows: z.array(z.number().int()).optional(),
});
export type UploadRowError = z.infer<typeof UploadRowErrorSchema>;

export const UploadRowSchema = z.object({
  row: z.number().int(),
  values: z.object(Object.fromEntries(UPLOAD_COLUMNS.map((column) => [column, z.string().catch("")])) as Record<UploadColumn, z.ZodCatch<z.ZodString>>),
  errors: z.array(UploadRowErrorSchema),
});
export type UploadRow = z.infer<typeof UploadRowSchema>;

export const CreatedUserSchema = z.object({ row: z.number().int(), pk: z.string(), name: z.string(), email: z.string(), employeeCode: z.string() });
export type CreatedUser = z.infer<typeof CreatedUserSchema>;

export const BulkUserUploadSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  fileType: z.enum(["csv", "xlsx"]),
  status: z.enum(["PREVIEW", "CREATED"]),
  uploadedAt: z.string(),
  counts: z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int() }),
  rows: z.array(UploadRowSchema),
  created: z.array(CreatedUserSchema).nullable(),
});
export type BulkUserUpload = z.infer<typeof BulkUserUploadSchema>;

/** `POST …/bulk-user-uploads` with the file as the multipart part `file`. */
export function uploadUserFile({ occ }: OccCaller, file: File): Promise<BulkUserUpload> {
  const form = new FormData();
  form.append("file", file, file.name);
  return occ.request({ method: "POST", path: BASE, multipart: form, schema: BulkUserUploadSchema });
}

/** `GET …/bulk-user-uploads/{uploadId}` (another admin's or unknown: 404). */
export function getUserUpload({ occ }: OccCaller, uploadId: string): Promise<BulkUserUpload> {
  return occ.request({ path: `${BASE}/${encodeURIComponent(uploadId)}`, schema: BulkUserUploadSchema });
}

/** `POST …/bulk-user-uploads/{uploadId}/create` {expectedCount}: the upload id is the Idempotency-Key. */
export function createUploadedUsers({ occ }: OccCaller, uploadId: string, expectedCount: number): Promise<BulkUserUpload> {
  return occ.request({
    method: "POST",
    path: `${BASE}/${encodeURIComponent(uploadId)}/create`,
    body: { expectedCount },
    headers: { "Idempotency-Key": uploadId },
    schema: BulkUserUploadSchema,
  });
}
