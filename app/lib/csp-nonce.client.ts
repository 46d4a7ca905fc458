import { setNonce } from "get-nonce";

/**
 * Radix's scroll lock injects a <style> element; under the strict CSP it needs this page's
 * nonce. Browsers hide the nonce attribute but keep the `nonce` property on the script.
 * Call before opening any dialog.
 */
export function shareCspNonce() {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) setNonce(nonce);
}
