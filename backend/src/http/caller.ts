import { type Context } from "hono";
import { type Caller } from "../stores/caller";
import { type OccEnv } from "./env";

/** The plain caller of an OCC request (stores/caller.ts): token, base site, `{userId}` and `{cartId}` as sent. */
export const callerOf = (c: Context<OccEnv>): Caller => ({
  auth: c.get("auth"),
  site: c.get("site"),
  userId: c.req.param("userId"),
  cartId: c.req.param("cartId"),
});
