import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useParams } from "@remix-run/react";
import { PackHeader } from "~/components/packs/pack-header";
import { PackStepper } from "~/components/packs/pack-stepper";
import { UnsavedChangesGuard } from "~/components/packs/unsaved-changes-guard";
import * as packServer from "~/lib/packs/pack-step.server";
import { pageTitle } from "~/lib/page-title";
import packsStylesheet from "~/styles/packs.css";

/**
 * `/packDetailsPage/{packId}` (issue 8): the pack's heading, notes and the stepper around its steps and review.
 * Any signed-in user; the backend answers 404 for packs outside the user's pack roles.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: packsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data?.pack.packName ?? "Pack", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return packServer.loadPackLayout(request, context, params.packId);
}

export default function PackLayoutRoute() {
  const { pack, isolated } = useLoaderData<typeof loader>();
  const params = useParams();
  const location = useLocation();
  const current = location.pathname.endsWith("/review") ? "review" : params.n ? Number(params.n) : null;
  const currentBundle = typeof current === "number" ? pack.bundles.find((bundle) => bundle.step === current) : undefined;
  return (
    <div className="pack-page" aria-labelledby="pack-title">
      <PackHeader pack={pack} />
      <PackStepper packId={pack.packId} bundles={pack.bundles} current={current} isolated={isolated} />
      <Outlet />
      {currentBundle ? <UnsavedChangesGuard packId={pack.packId} bundleName={currentBundle.bundleName} inProgress={currentBundle.status === "IN_PROGRESS"} /> : null}
    </div>
  );
}
