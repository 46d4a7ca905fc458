import { type BaseSite, type TokenAuth } from "../http/env";

/**
 * Who calls, as plain data: the bearer token's caller (null when anonymous), the base site, and the `{userId}` and
 * `{cartId}` path segments as sent. Routes build it from the request (http/caller.ts); stores take it and never
 * see the HTTP framework.
 */
export interface Caller {
  auth: TokenAuth | null;
  site: BaseSite;
  userId?: string;
  cartId?: string;
}
