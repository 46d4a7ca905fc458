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
 * For `.catch()` on backend calls a loader does not handle itself:
 * `const user = await getCurrentUser(occ).catch(throwBackendError);`
 * (`Promise.all([...]).catch(throwBackendError)` for parallel calls). An `OccError` becomes the
 * catalogue error response; anything else (a redirect to sign-in, a bug) is rethrown unchanged.
 * Routes that show field errors catch `OccError` themselves instead.
 *
 * Not a loader wrapper on purpose: the classic compiler only drops `export function loader`
 * from browser bundles, not `export const loader = wrap(...)`.
 */
export function throwBackendError(error: unknown): never {
  if (isOccError(error)) throw backendErrorResponse(error);
  throw error;
}
