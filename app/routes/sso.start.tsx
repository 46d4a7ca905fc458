import { type LoaderFunctionArgs } from "@remix-run/node";
import { startSso } from "~/lib/registration/sso-state.server";

/**
 * `/sso/start` (issue 21 hole 5): where an SSO sign-in begins — the identity provider's tile or the organisation's
 * bookmark links here. A one-time state in this browser, then the identity provider (app/lib/registration/sso-state.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return startSso(request);
}
