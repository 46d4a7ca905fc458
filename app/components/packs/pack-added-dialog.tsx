import { type RefObject, useState } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import * as m from "~/lib/packs/messages";
import type { PackAddedView } from "~/lib/packs/pack-list.server";
import { PackAddedBody } from "./pack-added-panel";

/**
 * The pack-added side panel with JavaScript (spec part 1 §2 "Other dialogs": 900 px on wholesale, 531 px otherwise,
 * full width up to 992 px — the cart panel's sizes, class `cart-panel`). Loaded lazily by /packList, open on load;
 * Radix moves focus in; closing hands focus to `returnFocusTo` and calls `onClosed` (which drops `added` from the URL).
 */
export default function PackAddedDialog({
  added,
  returnFocusTo,
  onClosed,
}: {
  added: PackAddedView;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClosed: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
      returnFocusTo={returnFocusTo}
      title={m.addedHeading}
      className="cart-panel pack-added-panel"
      closeButton
    >
      <PackAddedBody added={added} onNavigate={() => setOpen(false)} />
    </ModalDialog>
  );
}
