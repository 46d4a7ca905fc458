import { type Submission, type SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { type RequestContext } from "~/lib/request-context.server";

/**
 * GOV.UK: the page title starts with 'Error: ' when a form comes back with errors. Meta
 * functions cannot see action data, so a failing action notes it on the request context; the
 * root loader (which runs after the action in the same no-JS POST) exposes it to `meta`.
 * With JS the error summary updates `document.title` itself.
 */
export function markFormErrors(context: RequestContext) {
  context.memo.set("form-errors", true);
}

export function hasFormErrors(context: RequestContext): boolean {
  return context.memo.get("form-errors") === true;
}

/** What `submission.reply()` accepts (conform's `ReplyOptions<string[]>`). */
export type ReplyOptions = Parameters<Submission<unknown>["reply"]>[0];

/** `invalidSubmission`'s answer: the `SubmissionResult` with status 400. */
type InvalidSubmissionAnswer = ReturnType<typeof data<SubmissionResult<string[]>>>;

/**
 * The one answer to a submission that cannot go ahead (docs/decisions/004-javascript-budget.md,
 * "Forms"): the page title gets 'Error: ', the status is **400**, and the body is conform's
 * `SubmissionResult` (`submission.reply(options)`) — field errors, form errors and the values
 * to keep — which every form renders through `useSubmissionForm`. Use it for schema failures and
 * for backend refusals mapped to fields or to the form alike. A form whose fields are not one
 * schema's (the add-to-cart form: its option groups are the product's) passes its ready
 * `SubmissionResult` instead of a submission.
 */
export function invalidSubmission(
  context: RequestContext,
  submission: Pick<Submission<unknown>, "reply">,
  options?: ReplyOptions,
): InvalidSubmissionAnswer;
export function invalidSubmission(context: RequestContext, result: SubmissionResult<string[]>): InvalidSubmissionAnswer;
export function invalidSubmission(
  context: RequestContext,
  submission: Pick<Submission<unknown>, "reply"> | SubmissionResult<string[]>,
  options?: ReplyOptions,
): InvalidSubmissionAnswer {
  markFormErrors(context);
  const result = "reply" in submission ? (submission.reply(options) as SubmissionResult<string[]>) : submission;
  return data(result, { status: 400 });
}
