import { z } from "zod";
import { type TokenResponse } from "./authentication.server";
import { type OccCaller } from "./caller.server";

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
export function getPunchOutSession({ occ }: OccCaller, sid: string): Promise<PunchOutSession> {
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
export function cancelRequisition({ occ }: OccCaller, cartId: string): Promise<RequisitionCancel> {
  return occ.request({
    method: "POST",
    path: `orgUsers/current/carts/${encodeURIComponent(cartId)}/punchout/cancel`,
    schema: RequisitionCancelSchema,
  });
}

/**
 * Transfer cart (issue 18): SAP b2bpunchoutocc's RequisitionFormDataWsDTO — where the procurement system wants the
 * PunchOutOrderMessage posted (its BrowserFormPost URL; SAP spells it `browseFormPostUrl`) and the cXML in Base64.
 */
export const RequisitionFormSchema = z.object({
  browseFormPostUrl: z.string().url(),
  orderAsCXML: z.string().min(1),
});
export type RequisitionForm = z.infer<typeof RequisitionFormSchema>;

/**
 * `POST orgUsers/current/carts/{cartId}/punchout/requisition` with `Idempotency-Key`: the backend processes the
 * cart into the PunchOutOrderMessage, empties the cart and ends the session; a replay answers the same message.
 * 400 CartError `empty`: nothing to transfer. The OCC client adds `X-Punchout-Session-Id` (a /carts/ URL).
 */
export function transferRequisition({ occ }: OccCaller, cartId: string, idempotencyKey: string): Promise<RequisitionForm> {
  return occ.request({
    method: "POST",
    path: `orgUsers/current/carts/${encodeURIComponent(cartId)}/punchout/requisition`,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: RequisitionFormSchema,
  });
}

/**
 * `GET punchout/sessions/{sid}/requisition` with the storefront's client token (`getAppOcc`; the user's token
 * was revoked with the session): the transferred message again, for the transfer page. 404: nothing transferred.
 */
export function getRequisition({ occ }: OccCaller, sid: string): Promise<RequisitionForm> {
  return occ.request({ path: `punchout/sessions/${encodeURIComponent(sid)}/requisition`, schema: RequisitionFormSchema });
}
