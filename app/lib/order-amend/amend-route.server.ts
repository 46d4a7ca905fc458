/** The amend form route's server side: a module of its own so that only this route imports it (decision 004). */
export { amendAction, loadAmend } from "./amend-routes.server";
