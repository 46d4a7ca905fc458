import fs from "node:fs";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { checkFile, MAX_UPLOAD_BYTES, readUploadFile, uploadFileType } from "../src/stores/org-user-upload-file";
import { bodyOf, rolesOf } from "../src/stores/org-user-uploads";

/** The upload file reader (issue 27; stores/org-user-upload-file.ts): csv-parse and exceljs behind the file rules. */
const bytes = (text: string) => new TextEncoder().encode(text);
const HEADER = "title,firstName,lastName,email,mobile,employeeCode,unit,roles";

describe("reading an upload file", () => {
  it("knows the extensions in any case and checks name and size before parsing", () => {
    expect(uploadFileType("Staff.CSV")).toBe("csv");
    expect(uploadFileType("staff.xlsx")).toBe("xlsx");
    expect(uploadFileType("staff.xls")).toBeNull();
    expect(uploadFileType("csv")).toBeNull();
    expect(checkFile("", 0)).toBe("missing");
    expect(checkFile("a.pdf", 10)).toBe("fileType");
    expect(checkFile("a.csv", MAX_UPLOAD_BYTES + 1)).toBe("tooLarge");
    expect(checkFile("a.csv", MAX_UPLOAD_BYTES)).toBeNull();
    expect(checkFile("a.csv", 0)).toBe("empty");
  });

  it("reads CSV with a BOM, quoted fields, other column names and blank lines; row numbers are the spreadsheet's", async () => {
    const text = `\uFEFFFirst Name,last_name,E-mail,Unit,Roles,Mobile\r\n\r\n"Ann, Jr",O'Neil,ann@x.example,acme-au,"Wearer; Approver",\r\n,,,,,\r\nBo,Bee,bo@x.example,acme-au,Customer,0400 000 001\r\n`;
    const result = await readUploadFile("a.csv", bytes(text));
    expect(result).toMatchObject({ ok: true, fileType: "csv" });
    if (!result.ok) return;
    expect(result.rows.map((row) => row.row)).toEqual([3, 5]);
    expect(result.rows[0]?.values).toEqual({ title: "", firstName: "Ann, Jr", lastName: "O'Neil", email: "ann@x.example", mobile: "", employeeCode: "", unit: "acme-au", roles: "Wearer; Approver" });
    expect(result.rows[1]?.values.mobile).toBe("0400 000 001");
  });

  it("answers each rule: empty, unparsable (syntax, encoding, columns), too many rows", async () => {
    expect(await readUploadFile("a.csv", bytes(`${HEADER}\r\n`))).toMatchObject({ ok: false, problem: "empty" });
    expect(await readUploadFile("a.csv", bytes('a,"b\n'))).toMatchObject({ ok: false, problem: "unparsable" });
    expect(await readUploadFile("a.csv", new Uint8Array([0xc3, 0x28]))).toMatchObject({ ok: false, problem: "unparsable" });
    expect(await readUploadFile("a.csv", bytes("firstName,lastName\nA,B\n"))).toMatchObject({ ok: false, problem: "unparsable" });
    expect(await readUploadFile("a.xlsx", bytes("PK not really"))).toMatchObject({ ok: false, problem: "unparsable" });
    const rows = (n: number) => [HEADER, ...Array.from({ length: n }, (_, i) => `,A,B,u${i}@x.example,,,acme-au,Wearer`)].join("\n");
    expect(await readUploadFile("a.csv", bytes(rows(500)))).toMatchObject({ ok: true });
    expect(await readUploadFile("a.csv", bytes(rows(501)))).toMatchObject({ ok: false, problem: "tooManyRows" });
  });

  it("reads the first sheet of an XLSX workbook, numbers and empty cells as text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Users");
    sheet.addRow(HEADER.split(","));
    sheet.addRow(["ms", "Xia", "Xu", "xia@x.example", 400000001, null, "acme-au", "Customer"]);
    const result = await readUploadFile("a.xlsx", new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer));
    expect(result).toMatchObject({ ok: true, fileType: "xlsx" });
    if (result.ok) expect(result.rows[0]?.values).toMatchObject({ firstName: "Xia", mobile: "400000001", employeeCode: "", unit: "acme-au" });
  });

  it("maps role names and uids, and a row to create-wwg-user's body", () => {
    expect(rolesOf("Wearer; approver | b2bmanagergroup, View Unit-Level Orders")).toEqual({
      roles: ["customergroup", "b2bapprovergroup", "b2bmanagergroup", "unitorderviewergroup"],
      unknown: [],
    });
    expect(rolesOf("Boss;Customer;Customer")).toEqual({ roles: ["b2bcustomergroup"], unknown: ["Boss"] });
    expect(bodyOf({ title: "Dr.", firstName: "A", lastName: "B", email: "a@x.example", mobile: "", employeeCode: "", unit: "u", roles: "Admin" })).toMatchObject({
      titleCode: "dr",
      unitId: "u",
      roles: ["b2badmingroup"],
    });
  });

  it("reads the sample file of the docs (docs/samples/bulk-users.csv)", async () => {
    const sample = fs.readFileSync(new URL("../../docs/samples/bulk-users.csv", import.meta.url));
    const result = await readUploadFile("bulk-users.csv", new Uint8Array(sample));
    expect(result.ok && result.rows.length).toBe(6);
  });
});
