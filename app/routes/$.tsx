import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageView } from "~/components/content/content-page";
import { loadContentPage } from "~/lib/content/content-page.server";
import { pageTitle } from "~/lib/page-title";
import { isExpiredPath } from "~/lib/password-reset/modes";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? [{ title: pageTitle(data.title, matches) }] : []);

/**
 * Any URL no other route serves: a path containing 'expired' shows the link-expired view (spec part 1 §2); a CMS
 * content page's label shows that page (e.g. /terms-and-conditions, spec part 2 §2; app/lib/content/content-page.server.ts);
 * anything else is the 404 page, rendered by the root error boundary inside the site layout.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isExpiredPath(url.pathname)) throw redirect(`/expired${url.search}`);
  const page = await loadContentPage(request, context, url.pathname);
  if (!page) throw new Response("Not found", { status: 404, statusText: "Not Found" });
  return page;
}

export default function ContentPageRoute() {
  const page = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
