import { data, redirect } from "@remix-run/node";
import { getOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import { isOccError } from "~/lib/occ/errors";
import { createUploadedUsers, getUserUpload, uploadUserFile } from "~/lib/occ/org-user-uploads.server";
import { requireOrgAdmin, throwOrgBackendError } from "~/lib/organisation/access.server";
import { type RequestContext } from "~/lib/request-context.server";
import { failuresCsvResponse, templateCsvResponse, templateXlsxResponse } from "./files.server";
import * as m from "./messages";
import { type FileProblem, fileProblem, previewPath, resultPath, UPLOAD_ID } from "./paths";

/**
 * The bulk user upload flow (issue 27; docs/organisation.md "Bulk user upload"; decision 036). Stateless: the backend
 * keeps the upload (its rows and their errors) under an id of this admin; every page reads it from there.
 * - /organisation/users/upload: GET the form; POST (multipart, CSRF token in the form) checks the file's name and size
 *   here, sends the file on to the backend, which parses and validates it; 303 to the preview. A file rule broken:
 *   400 with its message. With JS the same POST is sent by XMLHttpRequest (upload progress) and its final URL opened
 *   client-side.
 * - /organisation/users/upload/{id}: the preview; POST `Create N users` (N = the valid rows the admin saw): every
 *   valid row or none, once (the upload id is the Idempotency-Key); 303 to the result.
 * - …/{id}/result: what was created; …/{id}/failures.csv: the rows with errors to fix.
 */

const BACKEND_FILE_PROBLEMS: readonly FileProblem[] = ["missing", "fileType", "tooLarge", "empty", "unparsable", "tooManyRows"];
const asProblem = (reason: string | undefined): FileProblem | null => BACKEND_FILE_PROBLEMS.find((problem) => problem === reason) ?? null;

export type UploadAnswer = { fileError: string };
export type CreateAnswer = { createError: string };

export async function loadUploadPage(request: Request, context: RequestContext) {
  const user = await requireOrgAdmin(request, context);
  return { siteType: user.siteType };
}

export async function submitUpload(request: Request, context: RequestContext) {
  await requireOrgAdmin(request, context);
  const form = await readForm(request);
  const entry = form.get("file");
  const file = entry instanceof File ? entry : null;
  const refuse = (problem: FileProblem) => {
    markFormErrors(context);
    return data({ fileError: m.fileMessages[problem] } satisfies UploadAnswer, { status: 400 });
  };
  const early = fileProblem(file);
  if (early || !file) return refuse(early ?? "missing");
  const caller = { occ: await getOcc(request, context) };
  let uploadId: string;
  try {
    uploadId = (await uploadUserFile(caller, file)).uploadId;
  } catch (error) {
    const problem = isOccError(error) && error.status === 400 ? asProblem(error.details.find((detail) => detail.subject === "file")?.reason) : null;
    if (problem) return refuse(problem);
    return throwOrgBackendError(error);
  }
  return redirect(previewPath(uploadId), 303);
}

async function readUpload(request: Request, context: RequestContext, uploadId: string) {
  const user = await requireOrgAdmin(request, context);
  if (!UPLOAD_ID.test(uploadId)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const caller = { occ: await getOcc(request, context) };
  const upload = await getUserUpload(caller, uploadId).catch(throwOrgBackendError);
  return { user, caller, upload };
}

export async function loadPreview(request: Request, context: RequestContext, uploadId: string) {
  const { user, upload } = await readUpload(request, context, uploadId);
  if (upload.status === "CREATED") throw redirect(resultPath(upload.uploadId), 303);
  return { siteType: user.siteType, upload };
}

export async function submitCreate(request: Request, context: RequestContext, uploadId: string) {
  await requireOrgAdmin(request, context);
  const form = await readForm(request);
  const { caller, upload } = await readUpload(request, context, uploadId);
  if (upload.status === "CREATED") return redirect(resultPath(upload.uploadId), 303);
  const expected = String(form.get("expectedCount") ?? "");
  const refuse = (message: string, status: number) => {
    markFormErrors(context);
    return data({ createError: message } satisfies CreateAnswer, { status });
  };
  if (!/^\d{1,5}$/.test(expected)) return refuse(m.uploadChanged, 400);
  if (upload.counts.valid === 0) return refuse(m.nothingValid, 400);
  try {
    await createUploadedUsers(caller, upload.uploadId, Number(expected));
  } catch (error) {
    const reason = isOccError(error) && error.status === 400 ? error.details[0]?.reason : undefined;
    if (reason === "uploadChanged") return refuse(m.uploadChanged, 409);
    if (reason === "empty") return refuse(m.nothingValid, 400);
    return throwOrgBackendError(error);
  }
  return redirect(resultPath(upload.uploadId), 303);
}

export async function loadResult(request: Request, context: RequestContext, uploadId: string) {
  const { user, upload } = await readUpload(request, context, uploadId);
  if (upload.status !== "CREATED") throw redirect(previewPath(upload.uploadId), 303);
  return {
    siteType: user.siteType,
    uploadId: upload.uploadId,
    fileName: upload.fileName,
    created: upload.created ?? [],
    invalid: upload.counts.invalid,
  };
}

export async function failuresDownload(request: Request, context: RequestContext, uploadId: string) {
  const { user, upload } = await readUpload(request, context, uploadId);
  return failuresCsvResponse(upload, user.siteType);
}

export async function templateDownload(request: Request, context: RequestContext, format: "csv" | "xlsx") {
  await requireOrgAdmin(request, context);
  return format === "csv" ? templateCsvResponse() : templateXlsxResponse();
}
