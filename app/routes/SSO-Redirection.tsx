import { type LoaderFunctionArgs } from "@remix-run/node";
import { throwBackendError } from "~/lib/backend-errors.server";
import { ssoRedirect } from "~/lib/registration/sso.server";

/**
 * `/SSO-Redirection?access_token=…` (spec part 1 §2, part 2 §4): signs in with the token on the
 * server and redirects (app/lib/registration/sso.server.ts). No page: the token never stays in
 * the address bar, and the old client-side reload (ssoReloaded) is not needed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return ssoRedirect(request, context).catch(throwBackendError);
}
