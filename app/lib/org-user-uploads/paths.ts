/**
 * The bulk user upload pages (issue 27), without zod: components import them. An upload is addressed by the id the
 * backend gave it (only the admin who uploaded it can open it).
 */
export const UPLOAD_PATH = "/organisation/users/upload";
export const TEMPLATE_CSV_PATH = `${UPLOAD_PATH}/template.csv`;
export const TEMPLATE_XLSX_PATH = `${UPLOAD_PATH}/template.xlsx`;
export const previewPath = (uploadId: string) => `${UPLOAD_PATH}/${encodeURIComponent(uploadId)}`;
export const resultPath = (uploadId: string) => `${previewPath(uploadId)}/result`;
export const failuresPath = (uploadId: string) => `${previewPath(uploadId)}/failures.csv`;
/** An upload id as the backend makes them; anything else is not looked up. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The file rules (spec part 2 §5; the backend checks the same: stores/org-user-upload-file.ts). */
export const MAX_UPLOAD_MB = 2;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 500;
export const UPLOAD_EXTENSIONS = [".csv", ".xlsx"] as const;
export type FileProblem = "missing" | "fileType" | "tooLarge" | "empty" | "unparsable" | "tooManyRows";

/** The rules a browser can check before sending (the server checks them again): name and size. */
export function fileProblem(file: { name: string; size: number } | null): FileProblem | null {
  if (!file || (file.name === "" && file.size === 0)) return "missing";
  if (!UPLOAD_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) return "fileType";
  if (file.size > MAX_UPLOAD_BYTES) return "tooLarge";
  if (file.size === 0) return "empty";
  return null;
}

/** A created user's page (the part-1 user detail, by customer PK). */
export const userPathOf = (pk: string) => `/organisation/users/${encodeURIComponent(pk)}`;
