import { z } from "zod";
import { type TokenResponse } from "./authentication.server";
import { type OccClient } from "./client.server";

/**
 * Call group "Punch-out" (spec part 1 §3, §4, §7; part 2 §7 "punch-out requisition processing and
 * post to external system"; docs/occ-api.md "Punch-out").
 */

/** Spec part 1 §3: token (accessToken, tokenType, expires_in seconds) and cartId; both null while pending. */
export const PunchOutSessionSchema = z.object({
  token: z
    .object({
      accessToken: z.string().min(1),
      tokenType: z.string().min(1),
      expires_in: z.number().int().nonnegative(),
    })
    .nullable(),
  cartId: z.string().min(1).nullable(),
});
export type PunchOutSession = z.infer<typeof PunchOutSessionSchema>;

export const RequisitionCancelSchema = z.object({
  status: z.literal("CANCELLED"),
  requisition: z.object({ items: z.array(z.unknown()), total: z.number() }),
  returnUrl: z.string(),
});
export type RequisitionCancel = z.infer<typeof RequisitionCancelSchema>;

/** `GET punchout/sessions/{sid}` with the storefront's client token (`getAppOcc`). 404: the session has ended. */
export function getPunchOutSession(occ: OccClient, sid: string): Promise<PunchOutSession> {
  return occ.request({ path: `punchout/sessions/${encodeURIComponent(sid)}`, schema: PunchOutSessionSchema });
}

/** The session's token in the OAuth shape `createUserSession` stores (no refresh token: it ends with the session). */
export function punchOutTokenResponse(token: NonNullable<PunchOutSession["token"]>): TokenResponse {
  return { access_token: token.accessToken, token_type: token.tokenType, expires_in: token.expires_in };
}

/**
 * `POST orgUsers/current/carts/{cartId}/punchout/cancel`: returns the empty requisition to the
 * procurement system and ends the session. The OCC client adds `X-Punchout-Session-Id` (a /carts/ URL).
 */
export function cancelRequisition(occ: OccClient, cartId: string): Promise<RequisitionCancel> {
  return occ.request({
    method: "POST",
    path: `orgUsers/current/carts/${encodeURIComponent(cartId)}/punchout/cancel`,
    schema: RequisitionCancelSchema,
  });
}
