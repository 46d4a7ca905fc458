import * as messages from "~/lib/messages";
import { type OccErrorDetail } from "./error-body.server";

export { type OccErrorDetail };

export type OccErrorKind =
  | "badGateway"
  | "gatewayTimeout"
  | "internal"
  | "forbidden"
  | "conflict"
  | "sessionExpired"
  | "notFound"
  | "badRequest"
  | "schemaMismatch"
  | "network"
  | "unknown";

/**
 * A failed backend call. `userMessage` is the error-catalogue text (spec part 2 §8) to show;
 * `details` keeps the OCC error body so a route can show field errors.
 */
export class OccError extends Error {
  override readonly name = "OccError";
  constructor(
    readonly kind: OccErrorKind,
    readonly status: number,
    readonly path: string,
    readonly details: OccErrorDetail[] = [],
  ) {
    super(`${kind} (${status}) for ${path}`);
  }

  get userMessage(): string {
    return userMessageFor(this.kind);
  }
}

export function kindForStatus(status: number): OccErrorKind {
  switch (status) {
    case 400:
      return "badRequest";
    case 403:
      return "forbidden";
    case 404:
      return "notFound";
    case 409:
      return "conflict";
    case 500:
      return "internal";
    case 502:
      return "badGateway";
    case 504:
      return "gatewayTimeout";
    default:
      return "unknown";
  }
}

/**
 * The kind of a failed call from its status and body. SAP Commerce answers an unknown id with
 * `400 UnknownIdentifierError` and a missing cart with `400 CartError` reason `notFound` (issue 22): both are
 * `notFound` (the status stays 400 on the error). A path SAP has no controller for is `404 UnknownResourceError`
 * (`isUnknownResource`: a stock SAP without this customer's extension).
 */
export function kindForResponse(status: number, details: readonly OccErrorDetail[]): OccErrorKind {
  if (status === 400 && details.some(isNotFoundDetail)) return "notFound";
  return kindForStatus(status);
}

function isNotFoundDetail(detail: OccErrorDetail): boolean {
  return (
    detail.type === "UnknownIdentifierError" ||
    ((detail.type === "CartError" || detail.type === "CartEntryError") && detail.reason === "notFound")
  );
}

/** `404 UnknownResourceError`: the backend has no such path (a stock SAP Commerce without the customer's extension). */
export function isUnknownResource(error: unknown): error is OccError {
  return isOccError(error) && error.status === 404 && error.details.some((detail) => detail.type === "UnknownResourceError");
}

/** The catalogue text for each kind; anything unlisted is 'An unknown error occurred'. */
export function userMessageFor(kind: OccErrorKind): string {
  switch (kind) {
    case "badGateway":
    case "network": // the backend cannot be reached: to the user this is the same bad gateway
      return messages.badGateway;
    case "gatewayTimeout":
      return messages.gatewayTimeout;
    case "internal":
      return messages.internalServerError;
    case "forbidden":
      return messages.forbidden;
    case "conflict":
      return messages.conflict;
    case "sessionExpired":
      return messages.sessionExpired;
    default:
      return messages.unknownError;
  }
}

export function isOccError(error: unknown): error is OccError {
  return error instanceof OccError;
}

/**
 * The seconds to wait of a 429 RateLimitError (registration codes, and the backend's brute-force limits of issue 21),
 * or null for any other error: the body's `waitSeconds` (the backend sends it with `Retry-After`), else `fallback`.
 */
export function rateLimitWait(error: unknown, fallback = 60): number | null {
  if (!isOccError(error) || error.status !== 429) return null;
  return error.details.find((detail) => detail.type === "RateLimitError")?.waitSeconds ?? fallback;
}
