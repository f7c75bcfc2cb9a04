import type { MetadataRoute } from "next";

import { siteOrigin } from "@/lib/site-url";

// /robots.txt: the public pages may be indexed (among them the doctor directory /doctors and the
// hospital pages /hospitals/{id}); the API, the staff area, the portals and the administrator panel
// may not (they answer signed-in principals only).
// NOTE: rules match by prefix, so "/hospital" (the staff area) also matches "/hospitals/…": the
// longer Allow "/hospitals/" wins (RFC 9309, the most specific rule).
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: "*",
      allow: ["/", "/hospitals/"],
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
        "/billing",
        "/incidents",
        "/profile",
        "/settings",
        "/patient-portal",
        "/my-bills",
        "/change-password",
        "/two-factor-setup",
      ],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
