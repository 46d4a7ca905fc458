import { requireUser } from "~/lib/auth.server";
import { type RequestContext } from "~/lib/request-context.server";
import { currentProxy } from "./proxy.server";

/** `/order-in-progress` (spec part 1 §2): where a restricted path goes while proxy mode is on (session-guards.ts decides). */
export async function loadOrderInProgress(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const proxy = await currentProxy(request, context);
  return { name: proxy?.name ?? null };
}
