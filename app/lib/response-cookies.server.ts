import { type RequestContext } from "~/lib/request-context.server";

/** Adds a Set-Cookie to whatever response this request ends with (see request-context.server.ts). */
export function markResponseCookie(context: RequestContext, key: string, cookie: string) {
  context.responseHooks.set(`cookie:${key}`, async (headers) => {
    headers.append("Set-Cookie", cookie);
  });
}
