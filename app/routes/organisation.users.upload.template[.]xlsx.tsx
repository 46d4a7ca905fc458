import { type LoaderFunctionArgs } from "@remix-run/node";
import { templateDownload } from "~/lib/org-user-uploads/upload.server";

/** /organisation/users/upload/template.xlsx (issue 27): the upload template as an Excel workbook (exceljs; admins only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return templateDownload(request, context, "xlsx");
}
