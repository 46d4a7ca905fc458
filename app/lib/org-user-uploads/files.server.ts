import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { type BulkUserUpload, UPLOAD_COLUMNS } from "~/lib/occ/org-user-uploads.server";
import { type SiteType } from "~/lib/organisation/messages";
import * as m from "./messages";

/**
 * The files the upload pages hand out (issue 27; decision 036): the template (CSV with csv-stringify, XLSX with
 * exceljs) and the rows with errors as CSV — the template's columns plus `errors` — to fix and upload again. Built by
 * the storefront from the template's columns and the backend's preview (it holds every row's cells as uploaded).
 */

const CSV_TYPE = "text/csv; charset=utf-8";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const download = (body: BodyInit, type: string, fileName: string) =>
  new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

/** A spreadsheet-safe cell: a leading =, +, - or @ would be a formula in Excel (CSV injection), so it gets a '. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d[\d\s]*$/.test(value) ? `'${value}` : value;
}

export function templateCsvResponse(): Response {
  return download(`\uFEFF${stringify([[...UPLOAD_COLUMNS]], { record_delimiter: "windows" })}`, CSV_TYPE, "users-template.csv");
}

export async function templateXlsxResponse(): Promise<Response> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Users");
  sheet.columns = UPLOAD_COLUMNS.map((column) => ({ header: column, key: column, width: column === "email" ? 32 : 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return download(new Uint8Array(buffer as ArrayBuffer), XLSX_TYPE, "users-template.xlsx");
}

/** The rows with errors, the template's columns and `errors` (every message of the row, `; ` between them). */
export function failuresCsv(upload: BulkUserUpload, siteType: SiteType): string {
  const failed = upload.rows.filter((row) => row.errors.length > 0);
  const records = failed.map((row) => [
    ...UPLOAD_COLUMNS.map((column) => safeCell(row.values[column])),
    row.errors.map((error) => m.rowError(error, row.values[error.field], siteType)).join("; "),
  ]);
  return stringify([[...UPLOAD_COLUMNS, m.errorsColumn], ...records], { record_delimiter: "windows" });
}

export function failuresCsvResponse(upload: BulkUserUpload, siteType: SiteType): Response {
  const base = upload.fileName.replace(/\.[A-Za-z0-9]+$/, "") || "users";
  return download(`\uFEFF${failuresCsv(upload, siteType)}`, CSV_TYPE, `${base}-errors.csv`);
}
