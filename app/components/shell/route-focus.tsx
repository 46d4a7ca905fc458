import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * After a client-side navigation to another page, focus moves to the page's h1 (so screen
 * readers announce the new page and keyboard users start at its top); not on the first load.
 * A navigation that must keep focus where it is (e.g. a filter applied in place) passes
 * `state={{ keepFocus: true }}` to its Link/Form/navigate.
 */
export function RouteFocus() {
  const location = useLocation();
  const { key, pathname } = location;
  const keepFocus = (location.state as { keepFocus?: unknown } | null)?.keepFocus === true;

  useEffect(() => {
    // React Router gives the first location the key "default": no focus move on the first load.
    if (key === "default" || keepFocus) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    const target = heading ?? document.getElementById("main-content");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    // Only page changes: a new query on the same page (pagination, filters) keeps focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
