import { useState } from "react";

/**
 * When a server-rendered view's JavaScript may load (issue 26; docs/performance.md "Checkout payment details under
 * budget"). Use it in a `serverRenderedLazy` loader, `() => afterIntent(".payment-step").then(() => import("…"))`, for
 * the view as the page hydrates, and a second one without it for the same view first rendered in the browser (a
 * client-side navigation to the page): pick with `useHydrating()`.
 *
 * The promise resolves on the first sign that the person is about to use the view — the pointer over it or moving in
 * it, focus or a touch inside it (`selector`) — or once anything has happened that may change or leave the page since
 * it loaded: a pointer or key press anywhere, a form submit, a step through the history (so a view that replaces
 * another after a form was sent loads at once). Until then React leaves the view's server HTML as it is (a dehydrated
 * Suspense boundary): its links and forms work as without JavaScript (React lets the browser's default action
 * happen), as they always did while the view's chunk was on its way.
 *
 * Like Remix's `prefetch="intent"` for links: code the person may never use is fetched when they head for it, not
 * with the page (decision 018 counts what loads without the person asking for it).
 */
const WITHIN = ["pointerover", "pointermove", "focusin", "touchstart"];
const ANYWHERE = ["pointerdown", "keydown", "submit"];

/** Resolves on the first pointer or key press, submit or history step since this module loaded (with the page). */
const interaction: Promise<void> =
  typeof document === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const done = () => {
          for (const type of ANYWHERE) document.removeEventListener(type, done, true);
          window.removeEventListener("popstate", done);
          resolve();
        };
        for (const type of ANYWHERE) document.addEventListener(type, done, { capture: true, passive: true });
        window.addEventListener("popstate", done);
      });

export function afterIntent(selector: string): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  const within = new Promise<void>((resolve) => {
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
      stop();
      resolve();
    };
    const stop = () => {
      for (const type of WITHIN) document.removeEventListener(type, onEvent, true);
    };
    for (const type of WITHIN) document.addEventListener(type, onEvent, { capture: true, passive: true });
    void interaction.then(stop);
  });
  return Promise.race([interaction, within]);
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
