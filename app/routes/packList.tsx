import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { PackAddedRegion } from "~/components/packs/pack-added-panel";
import { PackCard } from "~/components/packs/pack-card";
import * as m from "~/lib/packs/messages";
import { loadPackList } from "~/lib/packs/pack-list.server";
import { pageTitle } from "~/lib/page-title";

const PackAddedDialog = lazy(() => import("~/components/packs/pack-added-dialog"));

/**
 * /packList?role={code}[&added={packId}] (issue 8; spec part 1 §2 "Pack ordering flow"): the user's uniform packs,
 * role links when the user has more than one pack role, and after ADD TO CART / UPDATE CART the "added" panel
 * (a region without JavaScript, a side panel with it). Thin: loader logic in app/lib/packs/pack-list.server.ts.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.packListTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPackList(request, context);
}

export default function PackListPage() {
  const page = useLoaderData<typeof loader>();
  // useLocation + useSubmit rather than useSearchParams: one router hook fewer in the shared first-load chunk.
  const location = useLocation();
  const submit = useSubmit();
  const heading = useRef<HTMLHeadingElement>(null);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  const closeAdded = useCallback(() => {
    const next = new URLSearchParams(location.search);
    next.delete("added");
    submit(next, { method: "get", action: location.pathname, replace: true, preventScrollReset: true });
  }, [location.search, location.pathname, submit]);

  return (
    <div className="pack-list-page">
      <h1 ref={heading} tabIndex={-1}>
        {m.packListTitle}
      </h1>
      {page.added && !scripted ? <PackAddedRegion added={page.added} /> : null}
      {page.added && scripted ? (
        <Suspense fallback={<PackAddedRegion added={page.added} />}>
          <PackAddedDialog key={page.added.packId} added={page.added} returnFocusTo={heading} onClosed={closeAdded} />
        </Suspense>
      ) : null}
      {page.unknownRole ? (
        <p className="pack-list-page__notice" role="alert">
          {m.unknownRole}
        </p>
      ) : null}
      {page.roles.length > 1 ? (
        <nav className="pack-roles" aria-label={m.rolesNavLabel}>
          <ul>
            <li>
              <Link to={page.allRolesHref} aria-current={page.selectedRole === null ? "page" : undefined}>
                {m.allRoles}
              </Link>
            </li>
            {page.roles.map((role) => (
              <li key={role.code}>
                <Link to={role.href} aria-current={role.current ? "page" : undefined}>
                  {role.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.packs.length > 0 ? (
        <>
          <p className="pack-list-page__intro">{m.packListIntro}</p>
          <ul className="pack-list">
            {page.packs.map((pack) => (
              <PackCard key={pack.packId} pack={pack} />
            ))}
          </ul>
        </>
      ) : (
        <div className="pack-list-page__empty">
          <p className="pack-list-page__empty-title">{m.noPacks}</p>
          <p>{m.noPacksHint}</p>
        </div>
      )}
    </div>
  );
}
