import { type Context } from "hono";
import { type ContentfulStatusCode } from "hono/utils/http-status";
import { type ZodError } from "zod";

/** OCC error types used by this backend (see docs/occ-api.md, "Errors"). */
export type OccErrorType =
  | "ValidationError"
  | "InvalidTokenError"
  // development routes: a body that is not JSON (http/dev-guard.ts)
  | "UnsupportedMediaTypeError"
  | "ForbiddenError"
  | "UnknownIdentifierError"
  // Issue 22: SAP's answer for a path it has no controller for (a stock SAP without this customer's extensions)
  | "UnknownResourceError"
  | "CartError"
  // Issue 22: stock SAP order approvals, a decision on a workflow action that is not in progress (stores/approvals.ts)
  | "WorkflowActionDecideError"
  | "IllegalStateError"
  | "InsufficientStockError"
  | "PaymentError"
  | "InternalServerError"
  // Issue 5, cart page (routes/cart.ts, cartEntriesRoutes):
  | "CartEntryError"
  | "VoucherOperationError"
  | "AlreadyExistsError"
  // Issue 7, order approvals (stores/approvals.ts):
  | "ApprovalError"
  // Issue 8, packs (stores/packs.ts):
  | "PackSelectionError"
  // Issue 21, brute-force limits (rate-limits.ts; registration's own per-e-mail limit uses it too)
  | "RateLimitError"
  // Issue 25, Login & Security (routes/account-security.ts): SAP's types for these calls (Spartacus checks them)
  | "AccessDeniedError"
  | "PasswordMismatchError"
  | "DuplicateUidError";

export interface OccErrorItem {
  type: OccErrorType;
  message: string;
  /** 429 RateLimitError: seconds until another attempt may succeed (also the `Retry-After` header). */
  waitSeconds?: number;
  subject?: string;
  /** `parameter` for request fields; `cart` for SAP's missing-cart CartError (issue 22). */
  subjectType?: "parameter" | "cart";
  reason?:
    | "missing"
    | "invalid"
    | "notFound"
    // checkout details (routes/checkout.ts)
    | "empty"
    | "noDeliveryAddress"
    // orders (stores/orders.ts)
    | "exceeded"
    | "checkoutIncomplete"
    // digital payments (routes/payments.ts)
    | PaymentErrorReason
    // order approvals (stores/approvals.ts)
    | "alreadyActioned"
    // packs (stores/packs.ts) and pack lines of the cart
    | "maxReached"
    | "categoryDisabled"
    | "incomplete"
    | "notUpdateable"
    // Issue 26, organisation administration (IllegalStateError 400; docs/occ-api.md "Organisation administration")
    | "rootUnit" // the root unit cannot be disabled (or moved, or removed from)
    | "disabledItem" // a disabled item cannot be edited
    | "parentDisabled" // a child cannot be enabled (or created) while its unit or parent is disabled
    | "self" // an admin cannot deactivate, delete or remove the admin role of themselves
    | "lastAdmin" // the organisation's last active admin
    | "lastRole" // a user keeps at least one role
    | "notEmpty" // a unit or group that still holds users or children (delete refused)
    // Issue 26 (H4): a user group moved to a unit whose subtree does not hold all its members
    | "membersOutsideUnit"
    // Issue 27: bulk user upload (ValidationError on `file`; IllegalStateError `uploadChanged`; `empty` above too)
    | "fileType" // not a .csv or .xlsx file
    | "tooLarge" // over 2 MB
    | "unparsable" // not readable as CSV / XLSX with the template's columns
    | "tooManyRows" // over 500 rows
    | "uploadChanged"; // the valid rows moved since the preview: nothing created
}

/** `PaymentError` reasons of the card registration round trip (docs/occ-api.md "Digital payments"). */
export type PaymentErrorReason = "invalidSession" | "notAccepted" | "used";

/** An error that becomes an OCC-shaped response `{"errors":[...]}`. */
export class OccError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: [OccErrorItem, ...OccErrorItem[]],
    /** More top-level fields of the error body (e.g. the earlier decision of a 409 ApprovalError). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors[0].message);
    this.name = "OccError";
  }
}

/** An error of the OAuth endpoints, which answer in the OAuth shape `{"error","error_description"}`. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 429,
    readonly error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type",
    readonly description: string,
    /** 429: seconds until another attempt may succeed, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

/** 429 RateLimitError with the wait in the body and in `Retry-After` (issue 21, hole 2). */
export const tooManyAttempts = (message: string, waitSeconds: number) =>
  new OccError(429, [{ type: "RateLimitError", message, waitSeconds }]);

export const invalidToken = (message: string) => new OccError(401, [{ type: "InvalidTokenError", message }]);
export const forbidden = (message: string) => new OccError(403, [{ type: "ForbiddenError", message }]);
/**
 * An unknown id: SAP Commerce answers `400 UnknownIdentifierError` (its `UnknownIdentifierException` mapping), not 404
 * (issue 22). 404 is kept for paths nobody serves (`UnknownResourceError`, `notFound` below).
 */
export const unknownIdentifier = (message: string) => new OccError(400, [{ type: "UnknownIdentifierError", message }]);

/** 404 `UnknownResourceError`: no such resource at all (an unknown base site, a media file that does not exist). */
export const unknownResource = (message: string) => new OccError(404, [{ type: "UnknownResourceError", message }]);

export const invalidParameter = (subject: string, message: string) =>
  new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

/** One ValidationError per invalid field (the first problem found for it), `subject` = field name. */
export function validationError(error: ZodError): OccError {
  const bySubject = new Map<string, OccErrorItem>();
  for (const issue of error.issues) {
    const subject = issue.path.length > 0 ? issue.path.join(".") : "body";
    if (bySubject.has(subject)) continue;
    const missing = issue.code === "invalid_type" && issue.received === "undefined";
    bySubject.set(subject, {
      type: "ValidationError",
      subject,
      subjectType: "parameter",
      reason: missing ? "missing" : "invalid",
      message: missing ? `${subject} is required` : issue.message,
    });
  }
  const [first, ...rest] = bySubject.values();
  return new OccError(400, first ? [first, ...rest] : [{ type: "ValidationError", message: "Invalid request" }]);
}

export function notFound(c: Context) {
  return c.json(
    { errors: [{ type: "UnknownResourceError", message: `There is no resource for path ${c.req.path}` }] },
    404,
  );
}

/** Global error handler: known errors keep their shape; anything else is logged and becomes a bare 500. */
export function onError(error: Error, c: Context) {
  if (error instanceof OccError) {
    const wait = error.errors[0].waitSeconds;
    return c.json({ ...error.extra, errors: error.errors }, error.status, wait === undefined ? {} : { "Retry-After": String(wait) });
  }
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, error.status, {
      "Cache-Control": "no-store",
      ...(error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) }),
    });
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
  return c.json({ errors: [{ type: "InternalServerError", message: "An internal server error occurred" }] }, 500);
}
