import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect } from "react";

/**
 * Enhances a `<details>` disclosure (which works without JavaScript and with the keyboard on
 * its own): closes it on navigation, on Escape (focus back on its summary) and, for menus that
 * float over the page, on a click outside. `onToggle` hears every open/close.
 */
export function useDetailsDisclosure(
  ref: RefObject<HTMLDetailsElement | null>,
  { closeOnOutsideClick = true, onToggle }: { closeOnOutsideClick?: boolean; onToggle?: (open: boolean) => void } = {},
) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const details = ref.current;
    if (details?.open) details.open = false;
  }, [ref, pathname, search]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector<HTMLElement>(":scope > summary");
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !details?.open) return;
      // A nested disclosure closes first.
      event.stopPropagation();
      details.open = false;
      summary?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
    function toggled() {
      onToggle?.(details?.open ?? false);
    }
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("toggle", toggled);
    if (closeOnOutsideClick) document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("toggle", toggled);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref, closeOnOutsideClick, onToggle]);
}
