import { type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { OrgNav } from "~/components/organisation/org-nav";
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
  return (
    <div className="org-layout">
      <OrgNav entries={nav} />
      <div className="org-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
