import type { MetadataRoute } from "next";

import { hospitalPagePath } from "@/lib/seo/paths";
import { listPublicProfileLinks } from "@/lib/services/health-worker-directory";
import { listPublicDoctorLinks } from "@/lib/services/public-directory";
import { listPublicHospitalLinks } from "@/lib/services/public-hospitals";
import { siteOrigin } from "@/lib/site-url";

// /sitemap.xml: the public pages and the public profiles, read from the database on each request
// (never at build time). A sitemap holds at most 50,000 URLs: each source below gets a bounded
// share, by one indexed query. Issue 18 adds the public hospital pages: only those of active
// hospitals (a deactivated hospital is hidden from the public, issue 16; the tests
// lib/services/deactivated-hospital.int.test.ts and lib/seo/sitemap.int.test.ts read this sitemap).
// Doctors have no page of their own: each is listed, with its JSON-LD, on its hospital's page
// (the card's anchor), so the hospital's entry covers them and changes when one of them does.
export const dynamic = "force-dynamic";

const MAX_URLS = 50_000;

/** Public pages that are the same for every visitor. */
const STATIC_PATHS: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/doctors", priority: 0.9, changeFrequency: "daily" },
  { path: "/health-worker-directory", priority: 0.9, changeFrequency: "daily" },
  { path: "/register-health-worker", priority: 0.6, changeFrequency: "monthly" },
  { path: "/register-patient", priority: 0.6, changeFrequency: "monthly" },
  { path: "/register", priority: 0.6, changeFrequency: "monthly" },
  { path: "/login", priority: 0.3, changeFrequency: "monthly" },
  { path: "/health-worker-login", priority: 0.3, changeFrequency: "monthly" },
];

/** Doctors read for the hospitals' dates (by hospital; beyond this a hospital keeps its own date). */
const MAX_DOCTORS = 20_000;

type Source = { name: string; limit: number; entries: (origin: string, limit: number) => Promise<MetadataRoute.Sitemap> };

/** The database's public records; a new source adds a line here with its share of MAX_URLS. */
const SOURCES: Source[] = [
  {
    name: "hospital pages",
    limit: 4_900,
    entries: async (origin, limit) => {
      const [hospitals, doctors] = await Promise.all([listPublicHospitalLinks(limit), listPublicDoctorLinks(MAX_DOCTORS)]);
      // A hospital's page changes with its doctors: its date is the latest of theirs and its own.
      const latest = new Map<string, Date>();
      for (const d of doctors) if (d.updatedAt.getTime() > (latest.get(d.hospitalId)?.getTime() ?? 0)) latest.set(d.hospitalId, d.updatedAt);
      return hospitals.map((h) => {
        const doctorsChanged = latest.get(h.id);
        return {
          url: `${origin}${hospitalPagePath(h.id)}`,
          lastModified: doctorsChanged && doctorsChanged.getTime() > h.updatedAt.getTime() ? doctorsChanged : h.updatedAt,
          changeFrequency: "daily" as const,
          priority: 0.8,
        };
      });
    },
  },
  {
    name: "health worker profiles",
    limit: 45_000,
    entries: async (origin, limit) =>
      (await listPublicProfileLinks(limit)).map((p) => ({
        url: `${origin}/health-worker/${encodeURIComponent(p.healthWorkerId)}`,
        lastModified: p.updatedAt,
        changeFrequency: "weekly" as const,
        priority: 0.7,
      })),
  },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const pages: MetadataRoute.Sitemap = STATIC_PATHS.map((p) => ({ url: `${origin}${p.path}`, changeFrequency: p.changeFrequency, priority: p.priority }));
  let room = MAX_URLS - pages.length;
  for (const source of SOURCES) {
    if (room <= 0) break;
    const entries = await source.entries(origin, Math.min(source.limit, room));
    pages.push(...entries);
    room -= entries.length;
  }
  return pages;
}
