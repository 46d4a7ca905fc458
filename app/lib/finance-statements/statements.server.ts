import { randomUUID } from "node:crypto";
import { requireFinanceCaller } from "~/lib/finance/access.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission, type ReplyOptions } from "~/lib/form-errors.server";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import { downloadStatementPdf, getStatements, requestStatement, type Statement, type StatementList } from "~/lib/occ/finance-documents.server";
import { flashAndGo, throwOrgBackendError } from "~/lib/organisation/access.server";
import { noPermission } from "~/lib/organisation/messages";
import { readPageParam, resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import * as fm from "./form-messages";
import * as m from "./messages";
import { MONTH_CHOICES, STATEMENT_ID, STATEMENTS_PAGE_SIZE, STATEMENTS_PATH, statementPdfPath } from "./paths";
import { parseStatementRequest } from "./statement-schema";

/**
 * The statements tab's flows (issue 28, H2; docs/finance.md "Documents and statements"): the request form (unit and a
 * month or a date range, an Idempotency-Key per rendered form so a double submit requests once), the list with opening
 * and closing balances, and the PDF download (`POST downloadStatement`, streamed through). Every loader and action
 * starts with `requireFinanceCaller` (403 for buyers, wearers, approvers). The tab exists only when the caller's unit
 * has the statements flag (spec part 2 §6): with it off the backend answers 403 and the page is not found (404).
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** The backend's 403 on statements is the flag being off (the caller passed the finance guard): the tab does not exist. */
function flagOffIsNotFound(error: unknown): never {
  if (isOccError(error) && error.status === 403 && error.details[0]?.message !== noPermission) throw notFound();
  return throwOrgBackendError(error);
}

const monthFormat = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "UTC" });
/** The months the form offers: this month and the `MONTH_CHOICES - 1` before it, newest first. */
export function monthChoices(now: Date = new Date()) {
  return Array.from({ length: MONTH_CHOICES }, (_, back) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: monthFormat.format(first) };
  });
}

const statementRow = (statement: Statement) => ({
  id: statement.id,
  unit: statement.unit.name,
  period: m.period(statement.fromDate, statement.toDate),
  opening: statement.openingBalance.formattedValue,
  closing: statement.closingBalance.formattedValue,
  requested: m.requestedBy(statement.requestedOn, statement.requestedBy),
  pdfHref: statementPdfPath(statement.id),
});
export type StatementRowView = ReturnType<typeof statementRow>;

async function loadList(caller: OccCaller, page: number): Promise<StatementList> {
  return getStatements(caller, { currentPage: page, pageSize: STATEMENTS_PAGE_SIZE }).catch(flagOffIsNotFound);
}

/** GET /organisation/finance/statements(?page=): the request form and the list. */
export async function loadStatements(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const page = readPageParam(new URL(request.url).searchParams.get("page"));
  const list = await loadList(caller, page);
  if (page > 0 && page >= list.pagination.totalPages) throw notFound();
  const units = list.units.map((unit) => ({ value: unit.uid, label: unit.name }));
  return {
    units,
    months: monthChoices(),
    // The caller's own unit (the top of their tree), last month.
    values: { unit: units[0]?.value ?? "", period: "month", month: monthChoices()[1]?.value ?? "", fromDate: "", toDate: "" },
    statements: list.statements.map(statementRow),
    pagination: list.pagination,
    range: resultRange(list.pagination.currentPage, list.pagination.pageSize, list.pagination.totalResults),
    /** The request's Idempotency-Key: the same form posted twice requests once. */
    formKey: randomUUID(),
  };
}

const FORM_FIELDS = ["unit", "period", "month", "fromDate", "toDate"] as const;

function refusal(error: OccError, values: { unit: string }, period: "month" | "range"): ReplyOptions {
  const detail = error.details[0];
  if (error.status === 404 && detail?.subject === values.unit) return { fieldErrors: { unit: [fm.unitUnknown] } };
  if (error.status === 400 && detail?.type === "ValidationError" && detail.subject) {
    const field = detail.subject.split(".")[0] ?? "";
    // A month is sent as its dates: the month field carries a date error.
    const target = period === "month" && (field === "fromDate" || field === "toDate") ? "month" : field;
    if ((FORM_FIELDS as readonly string[]).includes(target)) return { fieldErrors: { [target]: [detail.message || error.userMessage] } };
  }
  return { formErrors: [error.userMessage] };
}

/** POST /organisation/finance/statements: request a statement (303 back to the list with a flash), errors kept. */
export async function submitStatement(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const form = await readForm(request);
  const submission = parseStatementRequest(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const key = idempotencyKeyOf(form);
  const period = form.get("period") === "range" ? "range" : "month";
  try {
    const statement = await requestStatement(caller, submission.value, key);
    return await flashAndGo(request, context, fm.requested(statement.id), STATEMENTS_PATH);
  } catch (error) {
    if (!isOccError(error)) throw error;
    // A 403: the caller lost the finance role, or the statements flag went off since the page was loaded.
    if (error.status === 403) return invalidSubmission(context, submission, { formErrors: [error.details[0]?.message === noPermission ? noPermission : fm.statementsDisabled] });
    return invalidSubmission(context, submission, refusal(error, submission.value, period));
  }
}

/** GET /organisation/finance/statements/{id}/statement.pdf: the statement as a PDF (`POST downloadStatement`). */
export async function statementPdfResponse(request: Request, context: RequestContext, id: string | undefined): Promise<Response> {
  const { caller } = await requireFinanceCaller(request, context);
  if (!id || !STATEMENT_ID.test(id)) throw notFound();
  const download = await downloadStatementPdf(caller, id).catch(flagOffIsNotFound);
  const name = /filename="([A-Za-z0-9_.-]{1,100})"/.exec(download.disposition ?? "")?.[1] ?? `${id}.pdf`;
  return new Response(download.bytes, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Length": String(download.bytes.length),
      "Cache-Control": "private, no-store",
    },
  });
}
