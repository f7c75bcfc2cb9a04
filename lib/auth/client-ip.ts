import { isIP } from "node:net";

import { trustProxyHops } from "@/lib/config/env";

/**
 * Where server.mjs puts, once per process, the name of the request header into which it writes
 * each connection's peer address. The name is random, so no client can send that header; when it
 * is missing (the app was started without server.mjs) no address is trusted at all.
 */
export const PEER_HEADER_SLOT = Symbol.for("hospital.peerAddressHeader");

export function peerAddressHeader(): string | undefined {
  const name = (globalThis as Record<symbol, unknown>)[PEER_HEADER_SLOT];
  return typeof name === "string" ? name : undefined;
}

let warned = false;

/**
 * The client address of a request, for per-address rate limits and the audit log: the TCP peer,
 * or behind TRUST_PROXY=n trusted proxies the address the n-th proxy saw. X-Forwarded-For is not
 * read without TRUST_PROXY: a client can write anything into it.
 */
export function clientIp(h: Headers): string | null {
  const header = peerAddressHeader();
  if (!header) {
    if (!warned) console.warn("[security] client addresses are unknown: start the server with `npm start` (server.mjs)");
    warned = true;
    return null;
  }
  return resolveClientAddress(h.get(header), h.get("x-forwarded-for"), trustProxyHops());
}

/**
 * Walks the chain X-Forwarded-For + peer from the right, one trusted proxy at a time: each trusted
 * proxy appended the address it saw, so after `hops` steps we stand at the client. A chain shorter
 * than that ends at its first address; a malformed entry ends the walk at the address to its
 * right, so a client can never push its own entry past a trusted one.
 */
export function resolveClientAddress(peer: string | null, forwardedFor: string | null, hops: number): string | null {
  let client = normalizeAddress(peer);
  if (!client) return null;
  const chain = hops > 0 && forwardedFor ? forwardedFor.split(",") : [];
  for (let i = 0; i < hops && i < chain.length; i++) {
    const hop = normalizeAddress(chain[chain.length - 1 - i]);
    if (!hop) break;
    client = hop;
  }
  return client;
}

/** An IPv4 or IPv6 address in one spelling per client (no port, no brackets, IPv4 not mapped), or null. */
export function normalizeAddress(value: string | null | undefined): string | null {
  let v = value?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(v);
  if (bracketed) v = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(v);
  if (v4WithPort) v = v4WithPort[1];
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d: the same client as a.b.c.d.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(v);
  if (mapped) v = mapped[1];
  return isIP(v) ? v.toLowerCase() : null;
}
