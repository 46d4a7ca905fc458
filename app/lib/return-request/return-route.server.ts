/** The return form route's server side: a module of its own so that only this route imports it (decision 004). */
export { loadReturn, returnAction } from "./return-routes.server";
