import { headers } from "next/headers";

import { trustProxyHops } from "@/lib/config/env";

/**
 * The site's public origin for absolute links (sitemap, robots, structured data): NEXTAUTH_URL
 * when it names the public address, otherwise the request's Host (and, behind a trusted proxy,
 * X-Forwarded-Host and -Proto).
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.NEXTAUTH_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // fall through to the request's host
    }
  }
  const h = await headers();
  const proxied = trustProxyHops() > 0;
  const host = (proxied ? h.get("x-forwarded-host")?.split(",")[0]?.trim() : null) || h.get("host") || "localhost";
  const proto = (proxied ? h.get("x-forwarded-proto")?.split(",")[0]?.trim() : null) || "http";
  try {
    return new URL(`${proto === "https" ? "https" : "http"}://${host}`).origin;
  } catch {
    return "http://localhost";
  }
}

/** An absolute URL of a path on this site. */
export async function siteUrl(path: string): Promise<string> {
  return new URL(path, await siteOrigin()).toString();
}
