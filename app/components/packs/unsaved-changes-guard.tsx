import { useBlocker } from "@remix-run/react";
import { Component, lazy, type ReactNode, Suspense, useCallback } from "react";
import { packBase } from "~/lib/packs/pack-step-paths";

const UnsavedChangesPanel = lazy(() => import("~/components/packs/unsaved-changes-panel"));

/**
 * JS only (spec part 1 §4): while the current bundle is IN_PROGRESS, leaving the pack's pages (a navigation outside
 * /packDetailsPage/{packId}) is blocked and the warning side panel asks; its answer decides, a failure (the panel's
 * chunk does not load) counts as stay. Without JS nothing is blocked: the draft is on the backend anyway. A lazy chunk
 * itself (loaded after hydration by the layout), so the pages' first-load JavaScript stays within budget.
 */
export default function UnsavedChangesGuard({ packId, bundleName, inProgress }: { packId: string; bundleName: string; inProgress: boolean }) {
  const base = packBase(packId);
  const shouldBlock = useCallback(
    ({ nextLocation }: { nextLocation: { pathname: string } }) =>
      inProgress && nextLocation.pathname !== base && !nextLocation.pathname.startsWith(`${base}/`),
    [inProgress, base],
  );
  const blocker = useBlocker(shouldBlock);
  if (blocker.state !== "blocked") return null;
  const stay = () => blocker.reset();
  return (
    <PanelBoundary onFail={stay}>
      <Suspense fallback={null}>
        <UnsavedChangesPanel bundleName={bundleName} onStay={stay} onLeave={() => blocker.proceed()} />
      </Suspense>
    </PanelBoundary>
  );
}

class PanelBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
