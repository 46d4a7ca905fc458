import { type Context, Hono } from "hono";
import { z } from "zod";
import { renderDocumentsPdf, renderStatementPdf } from "../finance-pdf";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { dateSchema, intParam, jsonBody, optional, parseInput } from "../http/validation";
import { financeDocuments, supplierOf } from "../stores/finance-documents";
import { financeStatements } from "../stores/finance-statements";

const NO_STORE = { "Cache-Control": "private, no-store" };
const documentParam = z.object({ documentId: z.string().min(1).max(64) });
const idsQuery = z.object({
  invoiceIds: z
    .string({ required_error: "invoiceIds is required" })
    .max(10_000)
    .transform((value) => value.split(",").map((id) => id.trim()).filter((id) => id !== "")),
});
const unitId = z.string().trim().min(1, "unit is required").max(64);
const listQuery = z.object({ unit: optional(unitId), currentPage: intParam(0, 100_000, 0), pageSize: intParam(1, 100, 20) });
const day = z.string().trim().pipe(dateSchema);
const statementBody = z.object({ unit: unitId, fromDate: day, toDate: day });
const downloadBody = z.object({ statementId: z.string().trim().min(1, "statementId is required").max(100) });

const pdf = (bytes: Buffer, filename: string) =>
  new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Content-Length": String(bytes.length),
      ...NO_STORE,
    },
  });

/**
 * Issue 28 (H2): finance documents and statements (docs/occ-api.md "Finance and payment (issue 28)" → "Documents and
 * statements"; rules in stores/finance-documents.ts and stores/finance-statements.ts). This customer's extensions
 * (spec part 2 §7 'Finance and payment'): `GET payment/payment-invoice?invoiceIds`, `POST wwg-manage-finances/statements`,
 * `POST downloadStatement`, and ours: `GET wwg-manage-finances/documents/{id}`, `GET wwg-manage-finances/statements`.
 * Every call: the finance caller (admins and `financegroup`) of their unit's tree.
 */
export function financeDocumentsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { orgAdmins } = deps.stores;
  const documents = financeDocuments(db);
  const statements = financeStatements(db, now);
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const extension = extensionRoute(deps.config);
  const base = "/:site/orgUsers/:userId";
  const financeOf = (c: Context<OccEnv>) => orgAdmins.finance(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));

  app.get(`${base}/wwg-manage-finances/documents/:documentId`, extension, auth, (c) => {
    const finance = financeOf(c);
    const { documentId } = parseInput(documentParam, c.req.param());
    return c.json(documents.get(finance, documentId), 200, NO_STORE);
  });

  app.get(`${base}/payment/payment-invoice`, extension, auth, async (c) => {
    const finance = financeOf(c);
    const { invoiceIds } = parseInput(idsQuery, c.req.query());
    const found = documents.many(finance, invoiceIds);
    const bytes = await renderDocumentsPdf(found);
    const first = found[0];
    return pdf(bytes, found.length === 1 && first ? `${first.id}.pdf` : "documents.pdf");
  });

  app.get(`${base}/wwg-manage-finances/statements`, extension, auth, (c) => {
    const finance = financeOf(c);
    return c.json(statements.list(finance, parseInput(listQuery, c.req.query())), 200, NO_STORE);
  });

  app.post(`${base}/wwg-manage-finances/statements`, extension, auth, async (c) => {
    const finance = financeOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(statementBody, await jsonBody(c));
    const { statement, created } = db.transaction(() => statements.request(finance, body, key)).immediate();
    return c.json(statement, created ? 201 : 200, NO_STORE);
  });

  app.post(`${base}/wwg-manage-finances/downloadStatement`, extension, auth, async (c) => {
    const finance = financeOf(c);
    const { statementId } = parseInput(downloadBody, await jsonBody(c));
    const statement = statements.get(finance, statementId);
    const bytes = await renderStatementPdf(statement, supplierOf(statement.billTo.country));
    return pdf(bytes, `${statement.id}.pdf`);
  });

  return app;
}
