/**
 * Reading a bulk user upload file (issue 27; docs/decisions/036-bulk-user-upload.md): CSV with csv-parse, XLSX with
 * exceljs — never a hand-written parser. The file rules of spec part 2 §5, in this order, each a `FileProblem` code
 * the storefront turns into its own message: `missing` (no file), `fileType` (extension not csv or xlsx), `tooLarge`
 * (over 2 MB), `empty` (no bytes, or a header and no row), `unparsable` (not UTF-8 text, a CSV syntax error, not an
 * XLSX workbook, or the template's required columns missing), `tooManyRows` (over 500 rows).
 *
 * The first row holds the column names (case, spaces and `-`/`_` ignored: "First name", "first_name" and "firstName"
 * are one column); the template's columns are `UPLOAD_COLUMNS`. Blank rows are skipped. Row numbers are the
 * spreadsheet's: the header is row 1, the first user row 2.
 */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";

export const UPLOAD_COLUMNS = ["title", "firstName", "lastName", "email", "mobile", "employeeCode", "unit", "roles"] as const;
export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];
/** Columns a file must have (the others may be left out). */
export const REQUIRED_COLUMNS: readonly UploadColumn[] = ["firstName", "lastName", "email", "unit", "roles"];

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 500;
export const UPLOAD_EXTENSIONS = ["csv", "xlsx"] as const;
export type UploadFileType = (typeof UPLOAD_EXTENSIONS)[number];

export type FileProblem = "missing" | "fileType" | "tooLarge" | "empty" | "unparsable" | "tooManyRows";

/** The backend's texts for the file rules (the storefront shows its own, by code). */
export const FILE_TEXTS: Record<FileProblem, string> = {
  missing: "Choose a file to upload",
  fileType: "The file must be a .csv or .xlsx file",
  tooLarge: `The file must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
  empty: "The file is empty: it has no user rows",
  unparsable: "The file could not be read: use the template's columns (CSV in UTF-8 or an Excel .xlsx workbook)",
  tooManyRows: `The file may hold at most ${MAX_UPLOAD_ROWS} users`,
};

export type UploadValues = Record<UploadColumn, string>;
export interface UploadRow {
  /** The spreadsheet row number (header = 1). */
  row: number;
  values: UploadValues;
}

export type ReadResult = { ok: true; fileType: UploadFileType; rows: UploadRow[] } | { ok: false; problem: FileProblem; detail?: string };

const columnKey = (header: string) => header.replace(/[\s_-]+/g, "").toLowerCase();
const KNOWN = new Map<string, UploadColumn>(UPLOAD_COLUMNS.map((column) => [column.toLowerCase(), column]));
// The template's synonyms (the part-1 form's labels).
KNOWN.set("titlecode", "title");
KNOWN.set("emailaddress", "email");
KNOWN.set("unituid", "unit");
KNOWN.set("unitid", "unit");
KNOWN.set("role", "roles");

/** The extension (lower case) of a file name when it is one the upload takes. */
export function uploadFileType(fileName: string): UploadFileType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return UPLOAD_EXTENSIONS.find((type) => type === extension) ?? null;
}

/** The file rules that need no parsing (name and size), or null when they pass. */
export function checkFile(fileName: string, size: number): FileProblem | null {
  if (fileName.trim() === "" && size === 0) return "missing";
  if (!uploadFileType(fileName)) return "fileType";
  if (size > MAX_UPLOAD_BYTES) return "tooLarge";
  if (size === 0) return "empty";
  return null;
}

/** Header cells and data rows (strings) into upload rows; `unparsable` when a required column is missing. */
function toRows(table: string[][]): { rows: UploadRow[] } | { problem: FileProblem; detail: string } {
  const [header, ...body] = table;
  if (!header || header.every((cell) => cell.trim() === "")) return { problem: "empty", detail: "no header row" };
  const positions = new Map<UploadColumn, number>();
  header.forEach((cell, index) => {
    const column = KNOWN.get(columnKey(cell));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) return { problem: "unparsable", detail: `missing columns: ${missing.join(", ")}` };
  const rows: UploadRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === "")) return;
    const values = Object.fromEntries(UPLOAD_COLUMNS.map((column) => {
      const position = positions.get(column);
      return [column, position === undefined ? "" : (cells[position] ?? "").trim()];
    })) as UploadValues;
    rows.push({ row: index + 2, values });
  });
  if (rows.length === 0) return { problem: "empty", detail: "no user rows" };
  if (rows.length > MAX_UPLOAD_ROWS) return { problem: "tooManyRows", detail: `${rows.length} rows` };
  return { rows };
}

function readCsv(bytes: Uint8Array): string[][] | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes("\u0000")) return null;
  try {
    // Blank lines stay records (skipped as rows later), so a row number is the one a spreadsheet shows.
    return parse(text, { bom: true, relax_column_count: true, max_record_size: 64 * 1024 }) as string[][];
  } catch {
    return null;
  }
}

async function readXlsx(bytes: Uint8Array): Promise<string[][] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 1); column += 1) cells.push(row.getCell(column).text ?? "");
    table[rowNumber - 1] = cells;
  });
  for (let index = 0; index < table.length; index += 1) table[index] ??= [];
  return table;
}

/** Every file rule, then the rows. */
export async function readUploadFile(fileName: string, bytes: Uint8Array): Promise<ReadResult> {
  const early = checkFile(fileName, bytes.byteLength);
  if (early) return { ok: false, problem: early };
  const fileType = uploadFileType(fileName) as UploadFileType;
  const table = fileType === "csv" ? readCsv(bytes) : await readXlsx(bytes);
  if (!table) return { ok: false, problem: "unparsable", detail: fileType === "csv" ? "not UTF-8 CSV" : "not an XLSX workbook" };
  const result = toRows(table);
  if ("problem" in result) return { ok: false, problem: result.problem, detail: result.detail };
  return { ok: true, fileType, rows: result.rows };
}
