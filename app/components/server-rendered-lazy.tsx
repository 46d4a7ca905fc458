import { type FunctionComponent, lazy } from "react";

/**
 * A view the server renders in full but the browser loads on demand (decision 004, first-load budget; used by the
 * payment step's billing and complete views: docs/decisions/009-card-registration-round-trip.md).
 *
 * Pass the component as re-exported by the route's `.server` module (so it is there on the server and `undefined`
 * in the browser build, which empties `.server` modules) and a loader for the browser. Render the result inside
 * `<Suspense>`: the server sends the complete HTML (nothing suspends there, so it also works without JavaScript);
 * while hydrating, React keeps that HTML and hydrates the boundary once the chunk has arrived. Until then the
 * view's forms still post as plain HTML forms.
 */
export function serverRenderedLazy<P extends object>(
  onServer: FunctionComponent<P> | undefined,
  load: () => Promise<{ default: FunctionComponent<P> }>,
) {
  return onServer ?? lazy(load);
}
