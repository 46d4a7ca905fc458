/**
 * The confirmation route's server side (issue 7). A module of its own (re-exporting decision-routes.server) so that
 * each approval route imports a `.server` module no other route imports: the browser build then inlines the empty
 * stub into the route instead of loading it as a shared chunk (decision 004; one request fewer on a slow phone).
 */
export { decisionConfirmAction, loadDecisionConfirm } from "./decision-routes.server";
