/** The cancel confirmation route's server side: a module of its own so that only this route imports it (decision 004). */
export { cancelConfirmAction, loadCancelConfirm } from "./cancel-routes.server";
