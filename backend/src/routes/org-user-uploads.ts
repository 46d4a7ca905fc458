import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { OccError } from "../http/errors";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { jsonBody, parseInput } from "../http/validation";
import { FILE_TEXTS, type FileProblem, MAX_UPLOAD_BYTES, readUploadFile } from "../stores/org-user-upload-file";
import { orgUserUploads, ROW_TEXTS } from "../stores/org-user-uploads";

/**
 * Bulk user upload (issue 27; docs/occ-api.md "Organisation administration"; rules in stores/org-user-uploads.ts and
 * stores/org-user-upload-file.ts). The spec names "bulk user upload" (part 2 §7) without a path: ours, this
 * customer's extension under `orgUsers/{userId}/manage-users/` (404 with BACKEND_EXTENSIONS=none):
 * - `POST bulk-user-uploads` multipart/form-data with the part `file` (.csv or .xlsx, ≤ 2 MB, ≤ 500 rows) → 201
 *   BulkUserUpload {uploadId, fileName, fileType, status PREVIEW, uploadedAt, counts, rows [{row, values, errors}],
 *   created null}; a file rule broken → 400 ValidationError subject `file` with reason `missing`, `fileType`,
 *   `tooLarge`, `empty`, `unparsable` or `tooManyRows`;
 * - `GET bulk-user-uploads/{uploadId}` → BulkUserUpload (only the admin who uploaded it; else 404);
 * - `POST bulk-user-uploads/{uploadId}/create` {expectedCount} (optional `Idempotency-Key`: the upload id already
 *   makes it idempotent) → 200 BulkUserUpload with status CREATED and `created`; the valid rows moved since the
 *   preview → 400 IllegalStateError `uploadChanged` (nothing created, the preview shows the new errors); no valid row
 *   → 400 IllegalStateError `empty`.
 */
const NO_STORE = { "Cache-Control": "private, no-store" };
const userParam = z.object({ userId: z.string().min(1).max(320) });
const uploadParam = z.object({ uploadId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Unknown upload") });
const createBody = z.object({ expectedCount: z.number().int().min(0).max(10_000) });
/** The multipart envelope around a 2 MB file (boundaries, headers, a CSRF-free form: a few hundred bytes). */
const MULTIPART_SLACK = 64 * 1024;

const fileError = (problem: FileProblem, detail?: string) =>
  new OccError(400, [
    {
      type: "ValidationError",
      subject: "file",
      subjectType: "parameter",
      reason: problem,
      message: detail ? `${FILE_TEXTS[problem]} (${detail})` : FILE_TEXTS[problem],
    },
  ]);

export function orgUserUploadsRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const { orgAdmins, orgUsers } = deps.stores;
  const uploads = orgUserUploads(db, now, { orgUsers });
  const app = new Hono<OccEnv>();
  const extension = extensionRoute(config);
  const auth = bearerAuth(deps, { required: true });
  const base = "/:site/orgUsers/:userId/manage-users/bulk-user-uploads";
  const adminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, parseInput(userParam, c.req.param()).userId, c.get("site"));

  app.post(
    base,
    extension,
    auth,
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + MULTIPART_SLACK, onError: () => { throw fileError("tooLarge"); } }),
    async (c) => {
      const admin = adminOf(c);
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw fileError("missing", "send the file as multipart/form-data, part 'file'");
      }
      const file = form.get("file");
      if (!(file instanceof File) || (file.name === "" && file.size === 0)) throw fileError("missing");
      const read = await readUploadFile(file.name, new Uint8Array(await file.arrayBuffer()));
      if (!read.ok) throw fileError(read.problem, read.detail);
      const upload = db.transaction(() => uploads.store(admin, { name: file.name, type: read.fileType, rows: read.rows })).immediate();
      return c.json(upload, 201, NO_STORE);
    },
  );

  app.get(`${base}/:uploadId`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { uploadId } = parseInput(uploadParam, c.req.param());
    return c.json(uploads.get(admin, uploadId), 200, NO_STORE);
  });

  app.post(`${base}/:uploadId/create`, extension, auth, async (c) => {
    const admin = adminOf(c);
    idempotencyKey(c.req.header("Idempotency-Key"));
    const { uploadId } = parseInput(uploadParam, c.req.param());
    const { expectedCount } = parseInput(createBody, await jsonBody(c));
    const result = db.transaction(() => uploads.create(admin, c.get("site"), uploadId, expectedCount)).immediate();
    if (result.changed) throw new OccError(400, [{ type: "IllegalStateError", reason: "uploadChanged", message: ROW_TEXTS.uploadChanged }]);
    return c.json(result.upload, 200, NO_STORE);
  });

  return app;
}
