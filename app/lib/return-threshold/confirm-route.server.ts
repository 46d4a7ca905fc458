/**
 * The confirmation route's server side (issue 24). A module of its own (re-exporting decision-routes.server) so each
 * route imports a `.server` module no other route imports: the browser build then inlines the empty stub into the
 * route instead of loading it as a shared chunk (decision 004).
 */
export { decisionConfirmAction, loadDecisionConfirm } from "./decision-routes.server";
