import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";

/**
 * /orderUniform: the uniform ordering entry (where a punch-out session lands, spec part 1 §4) is the pack list
 * (issue 8). Signed-in users only (anonymous visitors go to sign-in with `redirectTo=/orderUniform`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  throw redirect("/packList");
}
