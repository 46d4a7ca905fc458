import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, type ShouldRevalidateFunction, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ContinueErrors } from "~/components/packs/continue-errors";
import { PackProductGrid } from "~/components/packs/pack-product-grid";
import { CsrfInput } from "~/components/security-inputs";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import { bundleStepName } from "~/lib/packs/messages";
import * as t from "~/lib/packs/pack-step-messages";
import * as packServer from "~/lib/packs/pack-step.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/packDetailsPage/{packId}/step/{n}` (issue 8): one bundle — description, min/max, the product grid by set/group,
 * the bundle summary (slots, Edit, Remove) and Continue (PUT allocations → the next step, or the error box).
 * "Choose" and "Edit" link to the item page (`…/step/{n}/item/{code}`, not nested here); with JS they open the same
 * form in the item dialog.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? bundleStepName(data.bundle.bundleName, data.bundle.step, data.total + 1) : "Pack step", matches) },
];

/**
 * A refused Continue answers 400; the step's loader runs again all the same (as it did before), so the summary and
 * its `objects` are the backend's answer to this Continue.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.status === "error" ? true : defaultShouldRevalidate;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return packServer.loadPackStep(request, context, params);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return packServer.packStepAction(request, context, params);
}

const BundleSummaryPanel = serverRenderedLazy(packServer.BundleSummaryPanel, () =>
  import("~/components/packs/bundle-summary").then((m) => ({ default: m.BundleSummaryPanel })),
);
const ItemDialog = lazy(() => import("~/components/packs/item-dialog"));

export default function PackStepRoute() {
  const { packId, bundle, sets, summary, showPrices, isolated } = useLoaderData<typeof loader>();
  // Continue is a button-only form: its SubmissionResult is read here, without useSubmissionForm (this page sits at
  // the first-load budget's edge; decision 004). Each answer moves focus to the error box again.
  const lastResult = useActionData<typeof action>();
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (lastResult) setAnswers((count) => count + 1);
  }, [lastResult]);
  const navigation = useNavigation();
  const location = useLocation();
  const [dialogHref, setDialogHref] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setDialogHref(href);
  }, []);

  // A new location (the item saved, a line removed) closes the dialog.
  useEffect(() => setDialogHref(null), [location.key]);

  // Under 768 px the page scrolls to top when the summary changes (spec part 1 §4; JS only).
  const summaryKey = JSON.stringify(summary.setItems);
  const firstSummary = useRef(summaryKey);
  useEffect(() => {
    if (firstSummary.current === summaryKey) return;
    firstSummary.current = summaryKey;
    if (window.matchMedia("(max-width: 767px)").matches) window.scrollTo({ top: 0 });
  }, [summaryKey]);

  // After a refused Continue: what is missing, as the step's summary (revalidated) lists it.
  const objects = lastResult?.status === "error" && navigation.state === "idle" ? summary.objects : [];
  return (
    <div className="pack-step">
      <h2 className="pack-step__title">{bundle.bundleName}</h2>
      {bundle.bundleDescription ? <p>{bundle.bundleDescription}</p> : null}
      <p className="pack-step__minmax">{t.minMaxText(bundle.minSelections, bundle.maxSelections)}</p>
      <div className="pack-step__layout">
        <PackProductGrid
          sets={sets.sets}
          groups={sets.groups}
          packId={packId}
          step={bundle.step}
          isolated={isolated}
          showPrices={showPrices}
          onChoose={openDialog}
        />
        <aside className="pack-step__aside">
          <ContinueErrors objects={objects} focusKey={answers} />
          <Suspense fallback={null}>
            <BundleSummaryPanel summary={summary} packId={packId} step={bundle.step} isolated={isolated} showPrices={showPrices} onEdit={openDialog} />
          </Suspense>
          <Form method="post" className="pack-step__continue">
            <CsrfInput />
            <button type="submit" name="intent" value="continue" className="button button--primary">
              {t.continueButton}
            </button>
          </Form>
        </aside>
      </div>
      {dialogHref ? (
        <Suspense fallback={null}>
          <ItemDialog href={dialogHref} onClose={() => setDialogHref(null)} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </div>
  );
}
