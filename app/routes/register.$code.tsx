import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getAppOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { validateRegistrationCode } from "~/lib/occ/registration.server";
import { requireRegistrationVisitor } from "~/lib/registration/session.server";
import { commitSession } from "~/lib/session.server";

/**
 * `/register/{code}` (spec part 1 §2): the backend checks the code; a valid one is kept in the
 * session and the visitor continues at /register (so the code leaves the address bar); an
 * invalid or missing one goes home (which sends anonymous visitors to sign in). No page of its
 * own: every answer is a redirect.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await requireRegistrationVisitor(request, context);
  const code = (params.code ?? "").trim();
  if (!code || code.length > 64) throw redirect("/");
  const valid = await validateRegistrationCode(getAppOcc(request, context), code).catch(throwBackendError);
  if (!valid) throw redirect("/");
  session.set("registrationCode", code);
  session.unset("registrationId");
  session.unset("registrationPending");
  throw redirect("/register", { headers: { "Set-Cookie": await commitSession(session) } });
}
