/** The return review route's server side: a module of its own so that only this route imports it (decision 004). */
export { loadReturnReview, returnReviewAction } from "./return-routes.server";
