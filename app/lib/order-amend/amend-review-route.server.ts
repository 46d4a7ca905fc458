/** The amend review route's server side: a module of its own so that only this route imports it (decision 004). */
export { amendReviewAction, loadAmendReview } from "./amend-routes.server";
