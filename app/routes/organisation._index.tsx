import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { OrgTiles } from "~/components/org-overview/org-tiles";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/org-overview/messages";
import { loadOverview } from "~/lib/org-overview/overview.server";
import { listHref } from "~/lib/pagination";
import { pageTitle } from "~/lib/page-title";

/** /organisation (issue 26, H4): the manage-organisation tiles with counts and a search (a GET form). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.title, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOverview(request, context);
}

export default function OrganisationOverviewRoute() {
  const { search, tiles, pagination } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <Form method="get" className="org-search" role="search">
        <div className="field">
          <label className="field__label" htmlFor="org-search">
            {m.searchLabel}
          </label>
          <input id="org-search" name="search" type="search" className="field__input" defaultValue={search} maxLength={100} />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--secondary">
            {m.searchButton}
          </button>
          {search ? <Link to="/organisation">{m.clearSearch}</Link> : null}
        </div>
      </Form>
      {tiles.length === 0 ? <p role="status">{m.noTiles(search)}</p> : <OrgTiles tiles={tiles} />}
      <Pagination
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        label={m.tilesPages}
        hrefFor={(page) => listHref("/organisation", [["search", search]], page + 1)}
      />
    </div>
  );
}
