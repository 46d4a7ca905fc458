import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { withStockFallback } from "./stock-fallback.server";

/**
 * Call group "Proxy ordering" (spec part 2 §3 "Proxy mode: uid, cartId", §4, §7 "proxy dropdown";
 * docs/occ-api.md "Proxy ordering"). Every call needs a user token.
 *
 * All of them are this customer's extensions: a stock SAP Commerce 2211 B2B has no proxy ordering (issue 22). Without
 * them the dropdown is empty, proxy mode reads as off and turning it off is a no-op; turning it on fails with its
 * message (the session is not touched).
 */
const PROXY = "orgUsers/{userId}/proxy";
const NO_PROXY = "none: a stock SAP has no proxy ordering (proxy mode off, no wearers)";

export const ProxyWearerSchema = z.object({
  uid: z.string(),
  name: z.string(),
  wearerId: z.string().nullable().optional(),
  orgUnit: z.object({ uid: z.string(), name: z.string() }).optional(),
});
export type ProxyWearer = z.infer<typeof ProxyWearerSchema>;

export const ProxyWearersSchema = z.object({ wearers: z.array(ProxyWearerSchema) });

export const ProxyModeSchema = z.discriminatedUnion("proxyMode", [
  z.object({ proxyMode: z.literal(true), uid: z.string(), name: z.string(), cartId: z.string().nullable() }),
  z.object({ proxyMode: z.literal(false) }),
]);
export type ProxyMode = z.infer<typeof ProxyModeSchema>;

const ProxyEnabledSchema = z.object({ proxyMode: z.literal(true), uid: z.string(), name: z.string(), cartId: z.string().nullable() });
export type ProxyEnabled = z.infer<typeof ProxyEnabledSchema>;

/** The proxy dropdown: wearers the user may order for. 403 for users who are not buyers, managers or admins. */
export async function getProxyWearers({ occ }: OccCaller): Promise<ProxyWearer[]> {
  return withStockFallback(
    `${PROXY}/wearers`,
    NO_PROXY,
    async () => (await occ.request({ path: "orgUsers/current/proxy/wearers", schema: ProxyWearersSchema })).wearers,
    () => Promise.resolve([]),
  );
}

/** `POST orgUsers/current/proxy` `{uid, cartId}`: on; the answer's cartId is the wearer's cart. A failure changes nothing. */
export function enableProxyMode({ occ }: OccCaller, input: { uid: string; cartId: string | null }): Promise<ProxyEnabled> {
  return occ.request({ method: "POST", path: "orgUsers/current/proxy", body: input, schema: ProxyEnabledSchema });
}

/** `DELETE orgUsers/current/proxy`: off. */
export async function disableProxyMode({ occ }: OccCaller): Promise<void> {
  await withStockFallback(
    PROXY,
    NO_PROXY,
    async () => {
      await occ.request({ method: "DELETE", path: "orgUsers/current/proxy", schema: z.object({ proxyMode: z.literal(false) }) });
    },
    () => Promise.resolve(),
  );
}

/** `GET orgUsers/current/proxy`. */
export function getProxyMode({ occ }: OccCaller): Promise<ProxyMode> {
  return withStockFallback(
    PROXY,
    NO_PROXY,
    () => occ.request({ path: "orgUsers/current/proxy", schema: ProxyModeSchema }),
    () => Promise.resolve({ proxyMode: false as const }),
  );
}
