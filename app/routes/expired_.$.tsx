import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

/** Spec part 1 §2: any path containing 'expired' shows the link-expired view (`/expired/…`). */
export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(`/expired${new URL(request.url).search}`);
}

export default function ExpiredSplat() {
  return null;
}
