import type { MetadataRoute } from "next";

import { siteOrigin } from "@/lib/site-url";

// /robots.txt: the public pages may be indexed; the API, the staff area, the portals and the
// administrator panel may not (they answer signed-in principals only).
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/admin",
        "/hospital",
        "/patients",
        "/appointments",
        "/schedule-appointment",
        "/ai-diagnosis",
        "/departments",
        "/analytics",
        "/register-doctor",
        "/request-employment/",
      ],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
