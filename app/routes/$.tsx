import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isExpiredPath } from "~/lib/password-reset/modes";

/**
 * Any unknown URL: a 404 rendered by the root error boundary inside the site layout — except
 * that any path containing 'expired' shows the link-expired view (spec part 1 §2).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isExpiredPath(url.pathname)) throw redirect(`/expired${url.search}`);
  throw new Response("Not found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
