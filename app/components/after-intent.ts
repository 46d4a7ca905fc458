/**
 * When a server-rendered view's JavaScript may load (issue 26; docs/performance.md "Checkout payment details under
 * budget"). Use it in a `serverRenderedLazy` loader, `() => afterIntent(".payment-step").then(() => import("…"))`, for
 * the view as the page hydrates, and a second one without it for the same view rendered later in the browser: pick
 * with `useHydrating()`.
 *
 * The promise resolves on the first sign that the person is about to use the view — the
 * pointer over it or moving in it, focus or a touch inside it (`selector`) — or on anything that may change or leave
 * the page: a pointer or key press anywhere, a form submit, a step through the history. Until then React leaves the
 * view's server HTML as it is (a dehydrated Suspense boundary): its links and forms work as without JavaScript (React
 * lets the browser's default action happen), as they always did while the view's chunk was on its way. Once the page
 * has hydrated (the view first renders in the browser, e.g. after a form on the same page changed it), at once: the
 * root marks a hydrated page with `<html data-hydrated="true">`.
 *
 * Like Remix's `prefetch="intent"` for links: code the person may never use is fetched when they head for it, not
 * with the page (decision 018 counts what loads without the person asking for it).
 */
import { useState } from "react";

const WITHIN = ["pointerover", "pointermove", "focusin", "touchstart"];
const ANYWHERE = ["pointerdown", "keydown", "submit"];

export function afterIntent(selector: string): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const types = [...WITHIN, ...ANYWHERE];
    const done = () => {
      for (const type of types) document.removeEventListener(type, onEvent, true);
      window.removeEventListener("popstate", done);
      resolve();
    };
    function onEvent(event: Event) {
      if (ANYWHERE.includes(event.type) || (event.target instanceof Element && event.target.closest(selector))) done();
    }
    for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true });
    window.addEventListener("popstate", done);
  });
}

/**
 * True when the component's first render is the page's hydration (the root marks a hydrated page with
 * `<html data-hydrated="true">` in an effect, after this render), false when it first renders in the browser (a
 * client-side navigation) and on the server. Fixed for the life of the component.
 */
export function useHydrating(): boolean {
  const [hydrating] = useState(() => typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true");
  return hydrating;
}
