import { type LoaderFunctionArgs } from "@remix-run/node";
import * as packServer from "~/lib/packs/pack-step.server";

/** `/packDetailsPage/{packId}`: the first step not COMPLETED, or the review when every bundle is. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return packServer.redirectToOpenStep(request, context, params.packId);
}
