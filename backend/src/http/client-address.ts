import { type Context } from "hono";

/**
 * The client address of a request, for the per-address limits (rate-limits.ts). The peer of the connection, unless
 * the peer is a trusted proxy (BACKEND_TRUSTED_PROXIES, default "loopback": the storefront on this machine): then
 * the last address of its `X-Forwarded-For`, which the storefront sets to the browser's address. Requests made in
 * process (the backend tests) have no socket and count as a trusted peer. Anyone else's `X-Forwarded-For` is ignored.
 */

/** What @hono/node-server puts in `c.env`: the Node request, whose socket names the peer. */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/** An address without the IPv4-mapped IPv6 prefix, lower case. */
const plain = (address: string) => (address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address).toLowerCase();

/** The connection's peer address; undefined for requests made in process (the backend tests: no socket). */
export function peerAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

export function isLoopbackAddress(address: string): boolean {
  const peer = plain(address);
  return peer === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(peer);
}

export function isTrustedPeer(address: string, trusted: readonly string[]): boolean {
  const peer = plain(address);
  return trusted.some((entry) => (entry === "loopback" ? isLoopbackAddress(peer) : plain(entry) === peer));
}

export function clientAddress(c: Context, trusted: readonly string[]): string {
  const peer = peerAddress(c);
  if (peer === undefined || isTrustedPeer(peer, trusted)) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (forwarded && ADDRESS.test(forwarded)) return plain(forwarded);
  }
  return peer === undefined ? "in-process" : plain(peer);
}
