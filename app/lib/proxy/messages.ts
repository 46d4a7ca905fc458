/**
 * Proxy ordering's texts (issue 4; spec part 2 §3–§4; docs/punch-out-and-proxy.md): `/proxy-order`, the switch's
 * flash messages and `/order-in-progress` — ours where the spec gives no wording. The banner's texts, shown on every
 * page, are the shell's (app/lib/messages.ts: proxyActive, proxyStop).
 *
 * One named export per text, imported as a namespace (decision 004).
 */

export const proxyEnabled = (name: string) => `You are now ordering on behalf of ${name}.`;
export const proxyDisabled = "You are ordering for yourself again.";
export const proxyFailed = "Proxy ordering could not be changed. Your previous mode is kept.";
export const proxyTitle = "Order on behalf of a wearer";
export const proxyChooseWearer = "Choose a wearer.";
export const proxyNoWearers = "There are no wearers in your business units to order for.";
export const proxySubmit = "Order on behalf of this wearer";
export const orderInProgress = "This page is not available while you are ordering on behalf of someone else.";
export const orderInProgressTitle = "Order in progress";
