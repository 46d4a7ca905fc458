import { type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { type RefObject, useEffect } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import * as t from "~/lib/packs/pack-step-messages";
import { type ItemOptionsData, ItemOptionsForm } from "./item-options-form";

/**
 * The item dialog (lazy chunk; spec part 1 "Other dialogs": 900 px above 1024 px, full width at or below): the item
 * route's data loaded with a fetcher, its form posted with a second fetcher to the item route's action (errors come
 * back here; success redirects to the step, whose new location closes the dialog). Focus is trapped by Radix and
 * returns to the "Choose"/"Edit" link.
 */
export default function ItemDialog({ href, onClose, returnFocusTo }: { href: string; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const loader = useFetcher<ItemOptionsData>();
  const submit = useFetcher<SubmissionResult<string[]>>();
  useEffect(() => {
    if (loader.state === "idle" && !loader.data) loader.load(href);
    // load once per href
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);
  const data = loader.data;
  return (
    <ModalDialog open onOpenChange={(open) => (open ? undefined : onClose())} returnFocusTo={returnFocusTo} title={data?.item.name ?? t.itemDialogLoading} className="pack-item-dialog" closeButton>
      {data ? (
        <ItemOptionsForm data={data} action={href} lastResult={submit.data} FormAs={submit.Form} onCancel={onClose} headingLevel={2} />
      ) : (
        <p role="status">{t.itemDialogLoading}</p>
      )}
    </ModalDialog>
  );
}
