import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as packServer from "~/lib/packs/pack-step.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/packDetailsPage/{packId}` (issue 8): the pack's heading, notes and the stepper around its steps and review.
 * Any signed-in user; the backend answers 404 for packs outside the user's pack roles.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data?.pack.packName ?? "Pack", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return packServer.loadPackLayout(request, context, params.packId);
}

const PackHeader = serverRenderedLazy(packServer.PackHeader, () => import("~/components/packs/pack-header").then((m) => ({ default: m.PackHeader })));
const PackStepper = serverRenderedLazy(packServer.PackStepper, () => import("~/components/packs/pack-stepper").then((m) => ({ default: m.PackStepper })));

/** JS only, after hydration: blocks leaving an IN_PROGRESS bundle and asks (the unsaved-changes panel). */
const UnsavedChangesGuard = lazy(() => import("~/components/packs/unsaved-changes-guard"));

export default function PackLayoutRoute() {
  const { pack, isolated } = useLoaderData<typeof loader>();
  const location = useLocation();
  // From the path, not useParams: one router hook fewer in the shared first-load chunk (every page pays for it).
  const stepInPath = /\/step\/(\d+)/.exec(location.pathname)?.[1];
  const current = location.pathname.endsWith("/review") ? "review" : stepInPath ? Number(stepInPath) : null;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const currentBundle = typeof current === "number" ? pack.bundles.find((bundle) => bundle.step === current) : undefined;
  return (
    <div className="pack-page" aria-labelledby="pack-title">
      <Suspense fallback={null}>
        <PackHeader pack={pack} />
        <PackStepper packId={pack.packId} bundles={pack.bundles} current={current} isolated={isolated} />
      </Suspense>
      <Outlet />
      {hydrated && currentBundle ? (
        <Suspense fallback={null}>
          <UnsavedChangesGuard packId={pack.packId} bundleName={currentBundle.bundleName} inProgress={currentBundle.status === "IN_PROGRESS"} />
        </Suspense>
      ) : null}
    </div>
  );
}
