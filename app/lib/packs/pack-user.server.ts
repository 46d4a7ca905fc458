import { getOcc } from "~/lib/auth.server";
import { type PackUser } from "~/lib/occ/caller.server";
import { currentProxy } from "~/lib/proxy/proxy.server";
import { type RequestContext } from "~/lib/request-context.server";

/**
 * Whose packs this request works on: in proxy mode the wearer the buyer orders for (their pack roles, drafts and — with
 * the proxy cart — their cart; docs/punch-out-and-proxy.md), else the signed-in user.
 */
export async function getPackUser(request: Request, context: RequestContext): Promise<PackUser> {
  const [occ, userId] = await Promise.all([getOcc(request, context), packUserId(request, context)]);
  return { occ, userId };
}

/** The `{userId}` of this request's pack calls: the proxy wearer's uid, else `current`. */
export async function packUserId(request: Request, context: RequestContext): Promise<string> {
  return (await currentProxy(request, context))?.uid ?? "current";
}
