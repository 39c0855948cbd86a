import { BlockList, isIP } from "node:net";

/**
 * The client address of a request, for throttles keyed by address (issue 46 item 1).
 *
 * The address is the TCP peer of the server that accepted the connection. `X-Forwarded-For` counts only when that
 * peer is a proxy named in `TRUSTED_PROXIES` (comma-separated addresses or CIDR ranges, e.g.
 * `10.0.0.0/8, 192.0.2.1`): then the entries are read from the right, skipping trusted proxies, and the first
 * untrusted one is the client. A client writing the header itself chooses nothing.
 */

/** The proxies whose `X-Forwarded-For` is believed. */
export type TrustedProxies = BlockList;

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is `192.0.2.1`. */
function normalized(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed.toLowerCase();
}

/** Parses `TRUSTED_PROXIES`; throws on an entry that is not an address or CIDR range, so a typo is not silent. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const list = new BlockList();
  for (const entry of (text ?? "").split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const [address = "", prefix] = entry.split("/");
    const family = isIP(normalized(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(normalized(address), type);
    else list.addSubnet(normalized(address), bits, type);
  }
  return list;
}

function isTrusted(address: string, trusted: TrustedProxies | undefined): boolean {
  const family = isIP(address);
  return trusted !== undefined && family !== 0 && trusted.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client behind a connection: the peer, unless the peer is a trusted proxy; then the right-most
 * `X-Forwarded-For` entry that is not a trusted proxy. Undefined when the peer is unknown.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies | undefined,
): string | undefined {
  if (!peer) return undefined;
  let client = normalized(peer);
  if (!isTrusted(client, trusted)) return client;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map(normalized)
    .filter((hop) => isIP(hop) !== 0);
  for (const hop of hops.reverse()) {
    client = hop;
    if (!isTrusted(hop, trusted)) break;
  }
  return client;
}

/** What a server embedding the backend passes as the Hono env (`app.fetch(request, { clientAddress })`). */
export interface ClientAddressEnv {
  /** The client address the embedding server resolved from its own TCP peer (and its trusted proxies). */
  clientAddress?: string;
  /** @hono/node-server's request, when the backend runs as its own server. */
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client address of a request to the backend: the one the embedding shop server passed (it resolved it from
 * its own peer), else this server's own peer (with `TRUSTED_PROXIES`); `unknown` for an in-process call with
 * neither. Never a header on its own.
 */
export function requestClientAddress(
  env: ClientAddressEnv | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies | undefined,
): string {
  if (typeof env?.clientAddress === "string" && env.clientAddress) return normalized(env.clientAddress);
  return resolveClientAddress(env?.incoming?.socket?.remoteAddress, forwardedFor, trusted) ?? "unknown";
}
