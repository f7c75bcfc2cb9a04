import { NextRequest } from "next/server";

import { PEER_HEADER_SLOT } from "@/lib/auth/client-ip";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** Raw body text, for malformed JSON. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** The TCP peer's address (default 127.0.0.1), as server.mjs reports it. */
  ip?: string;
};

// As server.mjs does at start: the per-process name of the header that carries the peer address.
const peerHeader = "x-test-peer-address";
(globalThis as Record<symbol, unknown>)[PEER_HEADER_SLOT] = peerHeader;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field
export type CallResult = { status: number; body: any; headers: Headers; cookie?: string };

/** Calls a route handler the way Next.js does, with a real Request. */
export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  headers.set("host", "localhost:3000");
  const ip = options.ip ?? "127.0.0.1";
  headers.set(peerHeader, ip);
  // Next.js sets X-Forwarded-For to the peer only when the client sent none.
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", ip);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  const setCookie = res.headers.get("set-cookie") ?? undefined;
  const cookie = setCookie?.split(";")[0];
  return { status: res.status, body: parsed, headers: res.headers, cookie };
}
