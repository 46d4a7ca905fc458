import { type MouseEvent, useRef, useState } from "react";
import { shareCspNonce } from "~/lib/csp-nonce.client";

/**
 * A link that works without JavaScript (it goes to a page) and, with JavaScript, opens a
 * lazily loaded dialog instead. A modified click (new tab, new window) still follows the link.
 * `loaded` turns true on the first opening and stays true, so the dialog module is only
 * imported once it is needed and keeps its state while closed.
 *
 *   const dialog = useLinkDialog();
 *   <Link to="/logout" ref={dialog.linkRef} onClick={dialog.onClick}>…</Link>
 *   {dialog.loaded ? <Suspense><LazyDialog open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} /></Suspense> : null}
 */
export function useLinkDialog() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    shareCspNonce(); // the dialog's scroll lock injects a <style> that needs the CSP nonce
    setLoaded(true);
    setOpen(true);
  }

  return { open, setOpen, loaded, linkRef, onClick };
}
