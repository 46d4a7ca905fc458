/** `/checkout`'s loader (its own `.server` module: a route imports one, decision 004). */
export { firstStepRedirect } from "./layout.server";
