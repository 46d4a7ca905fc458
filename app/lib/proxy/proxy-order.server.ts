import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { getProxyWearers } from "~/lib/occ/proxy.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PROXY_ORDERING_ROLES } from "~/lib/roles";
import { parseProxyForm } from "./proxy-form-schema";
import { currentProxy, proxyFailureMessage, startProxyMode, stopProxyMode } from "./proxy.server";

/** `/proxy-order` (spec part 2 §4): buyers, managers and admins may order on behalf of a wearer. */

/** The wearers to choose from, and who the user orders for now (or null). */
export async function loadProxyOrder(request: Request, context: RequestContext) {
  await requireUser(request, context, { roles: PROXY_ORDERING_ROLES });
  const [wearers, proxy] = await Promise.all([
    getProxyWearers({ occ: await getOcc(request, context) }).catch(throwBackendError),
    currentProxy(request, context),
  ]);
  return {
    wearers: wearers.map((w) => ({ uid: w.uid, name: w.name, unit: w.orgUnit?.name ?? null, wearerId: w.wearerId ?? null })),
    proxy: proxy ? { uid: proxy.uid, name: proxy.name } : null,
  };
}

/** POST: `intent=enable` with a wearer's `uid` starts proxy mode, `intent=disable` stops it (also from the banner). */
export async function submitProxyOrder(request: Request, context: RequestContext) {
  await requireUser(request, context, { roles: PROXY_ORDERING_ROLES });
  const formData = await readForm(request);
  const submission = parseProxyForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    return submission.value.intent === "enable"
      ? await startProxyMode(request, context, submission.value.uid)
      : await stopProxyMode(request, context, submission.value.redirectTo);
  } catch (error) {
    const message = proxyFailureMessage(error);
    if (message === null) throw error;
    // The previous mode is kept: the session was not touched.
    return invalidSubmission(context, submission, { formErrors: [message] });
  }
}
