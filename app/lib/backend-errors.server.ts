import { isOccError, type OccError } from "~/lib/occ/errors";

/**
 * A backend failure a loader cannot handle becomes an error response carrying the catalogue
 * text (spec part 2 §8), rendered by the nearest error boundary. Production builds replace any
 * other thrown error with a generic one, so without this the user would never see
 * 'A server error occurred. Please try again later.' for a 502.
 */
export function backendErrorResponse(error: OccError): Response {
  const status =
    error.kind === "network" || error.kind === "badGateway"
      ? 502
      : error.kind === "gatewayTimeout"
        ? 504
        : error.status >= 400
          ? error.status
          : 500;
  return Response.json({ message: error.userMessage }, { status });
}

/**
 * Wraps a loader or action so an `OccError` it does not catch itself is shown with its
 * catalogue text. Routes that show field errors catch `OccError` before it gets here.
 */
export function withBackendErrors<Args extends unknown[], Result>(fn: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (isOccError(error)) throw backendErrorResponse(error);
      throw error;
    }
  };
}
