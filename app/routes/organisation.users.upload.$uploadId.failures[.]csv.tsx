import { type LoaderFunctionArgs } from "@remix-run/node";
import { failuresDownload } from "~/lib/org-user-uploads/upload.server";

/**
 * /organisation/users/upload/{uploadId}/failures.csv (issue 27): the rows with errors, the template's columns plus
 * `errors`, to fix and upload again. Only the admin who uploaded the file (else 404).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return failuresDownload(request, context, params.uploadId ?? "");
}
