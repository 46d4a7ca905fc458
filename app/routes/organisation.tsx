import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AreaLayout } from "~/components/area-layout";
import { loadOrgLayout } from "~/lib/organisation/layout.server";

/**
 * The organisation area's layout (issue 26; docs/organisation.md): the area's navigation beside the page. Its loader
 * is the admin guard for the navigation only: every child loader and action calls `requireOrgAdmin` itself.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrgLayout(request, context);
}

export default function OrganisationLayout() {
  const { nav } = useLoaderData<typeof loader>();
  return <AreaLayout label="Manage organisation" entries={nav.map((entry) => ({ ...entry, end: entry.url === "/organisation" }))} />;
}
