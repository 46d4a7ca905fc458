import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isExpiredPath } from "~/lib/password-reset/modes";

/**
 * `/reset/…`: spec part 1 §2, any path containing 'expired' (e.g. `/reset/expired`) shows the
 * link-expired view; anything else under /reset is not a page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isExpiredPath(url.pathname)) throw redirect(`/expired${url.search}`);
  throw new Response("Not found", { status: 404, statusText: "Not Found" });
}

export default function ResetSplat() {
  return null;
}
