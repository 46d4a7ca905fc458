import { Dialog } from "radix-ui";
import { shareCspNonce } from "~/lib/csp-nonce.client";
import * as t from "~/lib/packs/pack-step-messages";

/**
 * The unsaved-changes side panel (lazy chunk; spec part 1 "Other dialogs": 531 px above 768 px, else full width).
 * Escape, the overlay and "Stay on this step" keep the user here; "Leave" lets the navigation go on.
 */
export default function UnsavedChangesPanel({ bundleName, onStay, onLeave }: { bundleName: string; onStay: () => void; onLeave: () => void }) {
  if (typeof document !== "undefined") shareCspNonce();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onStay())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="pack-side-panel" aria-describedby="unsaved-body" data-testid="unsaved-panel">
          <Dialog.Title className="dialog__title">{t.unsavedTitle}</Dialog.Title>
          <p id="unsaved-body">{t.unsavedBody(bundleName)}</p>
          <div className="pack-side-panel__actions">
            <button type="button" className="button" onClick={onStay}>
              {t.stay}
            </button>
            <button type="button" className="button button--secondary" onClick={onLeave}>
              {t.leave}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
