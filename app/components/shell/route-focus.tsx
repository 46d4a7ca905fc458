import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation to another page, focus moves to the page's h1 (so screen
 * readers announce the new page and keyboard users start at its top); not on the first load or
 * a reload. Only page changes count: a new query on the same page (pagination, filters) keeps
 * focus where it is. A navigation that must keep focus anyway passes
 * `state={{ keepFocus: true }}` to its Link, Form or navigate().
 */
export function RouteFocus() {
  const location = useLocation();
  const { pathname } = location;
  const keepFocus = (location.state as { keepFocus?: unknown } | null)?.keepFocus === true;
  // The page rendered by the server: no focus move for it (also under StrictMode's double effects).
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (keepFocus) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    const target = heading ?? document.getElementById("main-content");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    // keepFocus is read with the pathname it came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
