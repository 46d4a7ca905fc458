import { type LoaderFunctionArgs } from "@remix-run/node";
import { templateDownload } from "~/lib/org-user-uploads/upload.server";

/** /organisation/users/upload/template.csv (issue 27): the upload template's column headings as CSV (admins only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return templateDownload(request, context, "csv");
}
