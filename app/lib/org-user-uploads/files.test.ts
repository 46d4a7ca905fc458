import { describe, expect, it } from "vitest";
import { type BulkUserUpload } from "~/lib/occ/org-user-uploads.server";
import { failuresCsv, safeCell } from "./files.server";
import * as m from "./messages";
import { rowError } from "./messages";
import { fileProblem, MAX_UPLOAD_BYTES } from "./paths";

/** The storefront's side of the bulk user upload (issue 27): the browser's file check and the failures CSV. */
describe("bulk user upload files", () => {
  it("checks a file's name and size as the backend does", () => {
    expect(fileProblem(null)).toBe("missing");
    expect(fileProblem({ name: "", size: 0 })).toBe("missing");
    expect(fileProblem({ name: "a.txt", size: 3 })).toBe("fileType");
    expect(fileProblem({ name: "A.XLSX", size: MAX_UPLOAD_BYTES + 1 })).toBe("tooLarge");
    expect(fileProblem({ name: "a.csv", size: 0 })).toBe("empty");
    expect(fileProblem({ name: "a.csv", size: 10 })).toBeNull();
  });

  it("says a row's errors in the create form's words", () => {
    expect(rowError({ field: "email", code: "duplicateInFile", message: "", rows: [4, 7] }, "a@x.example", "corporate")).toBe("E-mail a@x.example is also on rows 4, 7 of this file.");
    expect(rowError({ field: "unit", code: "unknownUnit", message: "" }, "kiwi-nz", "wholesale")).toBe("Store kiwi-nz is not one you administer.");
    expect(rowError({ field: "firstName", code: "required", message: "" }, "", "corporate")).toBe("First name: This field is required.");
    expect(rowError({ field: "email", code: "invalid", message: "" }, "nope", "corporate")).toBe("E-mail: This is not a valid email format.");
  });

  it("names a row as the file has it, a known title by its name", () => {
    expect(m.rowName({ title: "dr.", firstName: "Sam", lastName: "Okafor" })).toBe("Dr Sam Okafor");
    expect(m.rowName({ title: "", firstName: "", lastName: "Okafor" })).toBe("Okafor");
    expect(m.rowName({ title: "Sir", firstName: "A", lastName: "B" })).toBe("Sir A B");
  });

  it("neutralises spreadsheet formulas but keeps phone numbers", () => {
    expect(safeCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(safeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(safeCell("+61 400 000 001")).toBe("+61 400 000 001");
    expect(safeCell("Ann")).toBe("Ann");
  });

  it("writes the rows with errors: the template's columns as uploaded and the errors in the page's words", () => {
    const values = { title: "", firstName: "Dee", lastName: "Taken", email: "dee@x.example", mobile: "", employeeCode: "", unit: "acme-au", roles: "Customer, Boss" };
    const upload: BulkUserUpload = {
      uploadId: "abcdefgh",
      fileName: "staff.csv",
      fileType: "csv",
      status: "PREVIEW",
      uploadedAt: "2026-11-29T00:00:00.000Z",
      counts: { rows: 2, valid: 1, invalid: 1 },
      rows: [
        { row: 2, values: { ...values, email: "ok@x.example", roles: "Customer" }, errors: [] },
        {
          row: 3,
          values,
          errors: [
            { field: "email", code: "taken", message: "This email is already in use" },
            { field: "roles", code: "unknownRole", message: "Unknown role: Boss" },
          ],
        },
      ],
      created: null,
    };
    expect(failuresCsv(upload, "corporate").split("\r\n")).toEqual([
      "title,firstName,lastName,email,mobile,employeeCode,unit,roles,errors",
      ',Dee,Taken,dee@x.example,,,acme-au,"Customer, Boss","User with email dee@x.example already exists; Unknown role: Boss. Use Wearer, Customer, Approver, Manager, Admin or View Unit-Level Orders."',
      "",
    ]);
  });
});
