import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { OccClient } from "~/lib/occ/client.server";
import { OccError } from "~/lib/occ/errors";
import { downloadDocumentsPdf, downloadStatementPdf } from "~/lib/occ/finance-documents.server";
import { OCC_BASE_URL } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";

/** Issue 28 (H2): `OccClient.download` (the finance PDFs): bytes and headers through, errors as OccErrors. */
useMswServer();

const SITE_URL = `${OCC_BASE_URL}/corporate`;
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
const occ = () =>
  new OccClient({
    config: { baseUrl: OCC_BASE_URL, baseSite: "corporate", timeoutMs: 2000 },
    tokens: { current: async () => ({ accessToken: "t" }), refresh: async () => null, sessionExpired: async () => new Error("expired") },
  });

describe("OccClient.download", () => {
  it("answers the PDF's bytes and its Content-Disposition; sends the ids and the Accept", async () => {
    let seen: { ids: string | null; accept: string | null; auth: string | null } = { ids: null, accept: null, auth: null };
    server.use(
      http.get(`${SITE_URL}/orgUsers/current/payment/payment-invoice`, ({ request }) => {
        seen = { ids: new URL(request.url).searchParams.get("invoiceIds"), accept: request.headers.get("Accept"), auth: request.headers.get("Authorization") };
        return new HttpResponse(PDF, { headers: { "Content-Type": "application/pdf", "Content-Disposition": 'inline; filename="documents.pdf"' } });
      }),
    );
    const download = await downloadDocumentsPdf({ occ: occ() }, ["INV-1", "CN-2"]);
    expect([...download.bytes]).toEqual([...PDF]);
    expect(download.disposition).toBe('inline; filename="documents.pdf"');
    expect(seen).toEqual({ ids: "INV-1,CN-2", accept: "application/pdf, application/json", auth: "Bearer t" });
  });

  it("turns an error body into an OccError and a JSON 200 into a schema mismatch", async () => {
    server.use(
      http.post(`${SITE_URL}/orgUsers/current/wwg-manage-finances/downloadStatement`, () =>
        HttpResponse.json({ errors: [{ type: "ForbiddenError", message: "Statements are not enabled for your organisation" }] }, { status: 403 }),
      ),
    );
    const refused = await downloadStatementPdf({ occ: occ() }, "ST-1").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OccError);
    expect((refused as OccError).status).toBe(403);
    expect((refused as OccError).details[0]?.message).toBe("Statements are not enabled for your organisation");

    server.use(http.post(`${SITE_URL}/orgUsers/current/wwg-manage-finances/downloadStatement`, () => HttpResponse.json({ not: "a pdf" })));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const mismatch = await downloadStatementPdf({ occ: occ() }, "ST-1").catch((error: unknown) => error);
    expect(mismatch).toBeInstanceOf(OccError);
    expect((mismatch as OccError).kind).toBe("schemaMismatch");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("answer is application/json, not application/pdf"));
    log.mockRestore();
  });
});
