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


