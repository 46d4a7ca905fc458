import { requireUser, signOut } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { cancelPunchOut, isPunchOutSession } from "~/lib/punchout/punchout.server";
import { type RequestContext } from "~/lib/request-context.server";

/** `/logout` (spec part 1 §2): the confirmation page for signed-in users (no-JS path; with JS a dialog). */
export async function loadLogout(request: Request, context: RequestContext) {
  await requireUser(request, context);
  return null;
}

/** POST: sign out; in punch-out mode 'Cancel requisition' returns the empty requisition and ends the session. */
export async function submitLogout(request: Request, context: RequestContext) {
  await readForm(request);
  if (await isPunchOutSession(request, context)) return cancelPunchOut(request, context);
  return signOut(request, context);
}
