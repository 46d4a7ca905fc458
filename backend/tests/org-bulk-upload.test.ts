import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/**
 * Bulk user upload (issue 27; routes/org-user-uploads.ts, stores/org-user-uploads.ts): the file rules, the per-row
 * rules (the create-wwg-user rules reused, duplicates in the database and in the file), the preview kept for the
 * admin who uploaded it, and create: every valid row or none, once.
 */

const BASE = "/occ/v2/corporate/orgUsers/current/manage-users/bulk-user-uploads";
const HEADER = "title,firstName,lastName,email,mobile,employeeCode,unit,roles";
const uploadSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  fileType: z.enum(["csv", "xlsx"]),
  status: z.enum(["PREVIEW", "CREATED"]),
  counts: z.object({ rows: z.number(), valid: z.number(), invalid: z.number() }),
  rows: z.array(
    z.object({
      row: z.number(),
      values: z.record(z.string()),
      errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string(), rows: z.array(z.number()).optional() })),
    }),
  ),
  created: z.array(z.object({ row: z.number(), pk: z.string(), name: z.string(), email: z.string(), employeeCode: z.string() })).nullable(),
});

describe("bulk user upload", () => {
  let backend: TestBackend;
  let admin: string;
  let nsw: string;
  let kiwi: string;
  let buyer: string;

  const upload = (token: string, name: string, content: string | Uint8Array<ArrayBuffer>, type = "text/csv") => {
    const form = new FormData();
    form.append("file", new File([content], name, { type }));
    return Promise.resolve(backend.app.request(BASE, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form }));
  };
  const csv = (...rows: string[]) => [HEADER, ...rows].join("\r\n");
  const errorOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors[0];
  const userCount = () => backend.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM users").get()?.n ?? 0;

  beforeAll(async () => {
    backend = createTestBackend();
    const token = async (uid: string) => (await login(backend, uid)).access_token;
    admin = await token("admin@acme.example");
    nsw = await token("admin-nsw@acme.example");
    kiwi = await token("admin@kiwi.example");
    buyer = await token("buyer@acme.example");
  });
  afterAll(() => backend.close());

  it("refuses non-admins (403) and answers each file rule with its reason on `file`", async () => {
    expect((await upload(buyer, "users.csv", csv("mr,Al,Able,al.able@acme.example,,,acme-au,Wearer"))).status).toBe(403);
    const cases: [string, string | Uint8Array<ArrayBuffer>, string][] = [
      ["users.csv", "", "empty"],
      ["users.csv", HEADER, "empty"],
      ["users.txt", csv("mr,Al,Able,al@acme.example,,,acme-au,Wearer"), "fileType"],
      ["users.csv", "a".repeat(2 * 1024 * 1024 + 1), "tooLarge"],
      ["users.csv", "title,first\r\n\"unclosed,quote\r\n", "unparsable"],
      ["users.csv", "name,mail\r\nAl,al@acme.example\r\n", "unparsable"],
      ["users.xlsx", "not a zip", "unparsable"],
      ["users.csv", new Uint8Array([0xff, 0xfe, 0x00, 0x41, 0x00]), "unparsable"],
      ["users.csv", csv(...Array.from({ length: 501 }, (_, i) => `,A,B,u${i}@acme.example,,,acme-au,Wearer`)), "tooManyRows"],
    ];
    for (const [name, content, reason] of cases) {
      const response = await upload(admin, name, content);
      expect(response.status, `${name} ${reason}`).toBe(400);
      expect(await errorOf(response)).toMatchObject({ type: "ValidationError", subject: "file", reason });
    }
    const form = new FormData();
    form.append("other", "x");
    const missing = await backend.app.request(BASE, { method: "POST", headers: { Authorization: `Bearer ${admin}` }, body: form });
    expect(await errorOf(missing)).toMatchObject({ subject: "file", reason: "missing" });
  });

  it("previews every row with its errors: the create rules, duplicates in the database and in the file, unit and role", async () => {
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = 'acme-au-vic'").run();
    const file = csv(
      "ms,Vera,Valid,vera.valid@acme.example,0400 555 001,ACME-7001,acme-au-nsw-sydney,Wearer; Approver",
      "mr,Otto,Oldmail,oliver.grant@acme.example,,ACME-7002,acme-au-nsw-sydney,b2bcustomergroup",
      ",Dan,Dup,dan.dup@acme.example,,ACME-1102,acme-au-nsw,Customer",
      ",Twin,One,twin@acme.example,,,acme-au-nsw,Customer",
      ",Twin,Two,TWIN@acme.example,,,acme-au-nsw,Customer",
      ",Kay,Kiwi,kay.kiwi@acme.example,,,kiwi-nz,Customer",
      ",Vic,Closed,vic.closed@acme.example,,,acme-au-vic,Customer",
      ",Rolf,Role,rolf.role@acme.example,,,acme-au-nsw,Boss",
      "dr,,Blank,not-an-email,12,,acme-au-nsw,Customer",
    );
    const response = await upload(admin, "staff.csv", file);
    expect(response.status).toBe(201);
    const body = await parseJson(response, uploadSchema);
    expect(body).toMatchObject({ fileName: "staff.csv", fileType: "csv", status: "PREVIEW", counts: { rows: 9, valid: 1, invalid: 8 }, created: null });
    const errors = (row: number) => body.rows.find((r) => r.row === row)?.errors.map((e) => `${e.field}:${e.code}`);
    expect(errors(2)).toEqual([]);
    expect(errors(3)).toEqual(["email:taken"]);
    expect(errors(4)).toEqual(["employeeCode:taken"]);
    expect(errors(5)).toEqual(["email:duplicateInFile"]);
    expect(errors(6)).toEqual(["email:duplicateInFile"]);
    expect(body.rows.find((r) => r.row === 5)?.errors[0]).toMatchObject({ rows: [6] });
    expect(errors(7)).toEqual(["unit:unknownUnit"]);
    expect(errors(8)).toEqual(["unit:unitDisabled"]);
    expect(errors(9)).toEqual(["roles:unknownRole"]);
    expect(errors(10)).toEqual(["firstName:required", "email:invalid", "mobile:invalid"]);
    expect(body.rows[0]?.values).toMatchObject({ firstName: "Vera", roles: "Wearer; Approver" });

    // Only its admin sees it; the NSW admin's scope has no Sydney… it has: but not the upload.
    expect((await get(backend, `${BASE}/${body.uploadId}`, admin)).status).toBe(200);
    expect((await get(backend, `${BASE}/${body.uploadId}`, nsw)).status).toBe(404);
    expect((await get(backend, `${BASE}/${body.uploadId}`, kiwi)).status).toBe(404);
    // The NSW admin's scope ends at NSW: the root unit is unknown to them.
    const narrow = await parseJson(await upload(nsw, "n.csv", csv(",Al,Able,al.able@acme.example,,,acme-au,Wearer")), uploadSchema);
    expect(narrow.rows[0]?.errors.map((e) => e.code)).toEqual(["unknownUnit"]);
    backend.db.prepare("UPDATE org_units SET active = 1 WHERE uid = 'acme-au-vic'").run();
  });

  it("creates every valid row in one go, once; a blank employee code is generated; the welcome e-mail goes out", async () => {
    const file = csv(
      "ms,Ann,Alpha,ann.alpha@acme.example,0400 555 101,,acme-au-nsw-sydney,Wearer",
      "mr,Ben,Beta,ben.beta@acme.example,,ACME-7102,acme-au-nsw,Customer;Approver",
      ",Cat,Gamma,cat.gamma@acme.example,,,acme-au,b2badmingroup",
      ",Bad,Row,oliver.grant@acme.example,,,acme-au,Customer",
    );
    const preview = await parseJson(await upload(admin, "ok.csv", file), uploadSchema);
    expect(preview.counts).toEqual({ rows: 4, valid: 3, invalid: 1 });
    const before = userCount();

    const wrong = await sendJson(backend, "POST", `${BASE}/${preview.uploadId}/create`, { token: admin, body: { expectedCount: 4 } });
    expect(await errorOf(wrong)).toMatchObject({ type: "IllegalStateError", reason: "uploadChanged" });
    expect(userCount()).toBe(before);

    const created = await parseJson(await sendJson(backend, "POST", `${BASE}/${preview.uploadId}/create`, { token: admin, body: { expectedCount: 3 } }), uploadSchema);
    expect(created.status).toBe("CREATED");
    expect(created.created?.map((u) => u.email)).toEqual(["ann.alpha@acme.example", "ben.beta@acme.example", "cat.gamma@acme.example"]);
    expect(created.created?.[0]?.employeeCode).toMatch(/^ACME-\d+$/);
    expect(userCount()).toBe(before + 3);
    const roles = backend.db.prepare<[string], { g: string }>("SELECT group_uid AS g FROM user_group_members WHERE user_uid = ? ORDER BY group_uid").all("cat.gamma@acme.example");
    expect(roles.map((r) => r.g)).toEqual(["CustomerAdmin", "b2badmingroup"]);
    const mail = backend.db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM outbox WHERE to_address = ?").get("ben.beta@acme.example");
    expect(mail?.n).toBe(1);

    const again = await parseJson(await sendJson(backend, "POST", `${BASE}/${preview.uploadId}/create`, { token: admin, body: { expectedCount: 3 } }), uploadSchema);
    expect(again.created).toEqual(created.created);
    expect(userCount()).toBe(before + 3);
  });

  it("creates none when one row fails at creation time, and shows the new error", async () => {
    const preview = await parseJson(
      await upload(admin, "race.csv", csv(",Dee,Delta,dee.delta@acme.example,,,acme-au,Customer", ",Eve,Epsilon,eve.epsilon@acme.example,,,acme-au,Customer")),
      uploadSchema,
    );
    expect(preview.counts.valid).toBe(2);
    // Someone takes Eve's e-mail between preview and create.
    const other = await upload(admin, "eve.csv", csv(",Eve,Other,eve.epsilon@acme.example,,,acme-au,Customer"));
    const otherId = (await parseJson(other, uploadSchema)).uploadId;
    expect((await sendJson(backend, "POST", `${BASE}/${otherId}/create`, { token: admin, body: { expectedCount: 1 } })).status).toBe(200);
    const before = userCount();
    const refused = await sendJson(backend, "POST", `${BASE}/${preview.uploadId}/create`, { token: admin, body: { expectedCount: 2 } });
    expect(await errorOf(refused)).toMatchObject({ reason: "uploadChanged" });
    expect(userCount()).toBe(before);
    const now = await parseJson(await get(backend, `${BASE}/${preview.uploadId}`, admin), uploadSchema);
    expect(now.counts).toMatchObject({ valid: 1, invalid: 1 });
    expect(now.rows[1]?.errors[0]).toMatchObject({ field: "email", code: "taken" });
  });

  it("reads an XLSX workbook with the template's columns", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Users");
    sheet.addRow(HEADER.split(","));
    sheet.addRow(["mx", "Xena", "Xlsx", "xena.xlsx@acme.example", "0400 555 301", "", "acme-au-nsw", "Wearer"]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer() as ArrayBuffer);
    const preview = await parseJson(await upload(admin, "Users.XLSX", bytes, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), uploadSchema);
    expect(preview).toMatchObject({ fileType: "xlsx", counts: { rows: 1, valid: 1 } });
    expect(preview.rows[0]?.values).toMatchObject({ title: "mx", email: "xena.xlsx@acme.example", unit: "acme-au-nsw" });
  });

  it("404s with BACKEND_EXTENSIONS=none (the path is this customer's extension)", async () => {
    const stock = createTestBackend({ extensions: "none" });
    try {
      const token = (await login(stock, "admin@acme.example")).access_token;
      const response = await get(stock, `${BASE}/abcdefgh12345678`, token);
      expect(response.status).toBe(404);
    } finally {
      stock.close();
    }
  });
});
