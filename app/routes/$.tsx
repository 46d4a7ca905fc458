import { type LoaderFunctionArgs } from "@remix-run/node";

/** Any unknown URL: a 404 rendered by the root error boundary inside the site layout. */
export async function loader(_args: LoaderFunctionArgs) {
  throw new Response("Not found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
