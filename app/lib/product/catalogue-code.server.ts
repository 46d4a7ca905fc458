import * as messages from "~/lib/messages";

/** Category and brand codes in URLs: what the catalogue uses, nothing that could alter an OCC query. */
const CODE = /^[A-Za-z0-9._-]{1,64}$/;

/** The code, or a 404 for anything else (a code with ':' would smuggle facets into the query). */
export function catalogueCode(value: string | undefined): string {
  if (!value || !CODE.test(value)) throw new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
  return value;
}
