/** The cancel form route's server side: a module of its own so that only this route imports it (decision 004). */
export { cancelAction, loadCancel } from "./cancel-routes.server";
