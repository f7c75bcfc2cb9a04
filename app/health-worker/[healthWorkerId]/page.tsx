import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { fullName, jsonLdText, personJsonLd, profileDescription } from "@/components/health-worker-directory/profile-format";
import { ProfileView } from "@/components/health-worker-directory/profile-view";
import { getActor } from "@/lib/auth/actor";
import { ServiceError } from "@/lib/errors";
import { getPublicProfile, type PublicProfile } from "@/lib/services/health-worker-directory";
import { siteUrl } from "@/lib/site-url";

type Params = Promise<{ healthWorkerId: string }>;

/** The profile once per request (metadata and page), or null when there is none to show. */
const loadProfile = cache(async (healthWorkerId: string): Promise<PublicProfile | null> => {
  try {
    return await getPublicProfile(await getActor(), healthWorkerId);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
});

const profilePath = (p: PublicProfile) => `/health-worker/${encodeURIComponent(p.healthWorkerId)}`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const profile = await loadProfile((await params).healthWorkerId);
  if (!profile) return { title: "Profile Not Found", robots: { index: false } };
  const title = `${fullName(profile)}, ${profile.roleLabel}`;
  const description = profileDescription(profile);
  return {
    title,
    description,
    alternates: { canonical: profilePath(profile) },
    openGraph: { type: "profile", title, description, firstName: profile.firstName, lastName: profile.lastName },
  };
}

// /health-worker/{id}: an active public profile (the same service as GET
// /api/health-workers/profile/{id}); anything else is 'Profile Not Found' (not-found.tsx).
// NOTE: the root app/loading.tsx streams before this page decides, so the not-found screen comes
// with HTTP 200 (and noindex); the API answers 404.
export default async function HealthWorkerProfilePage({ params }: { params: Params }) {
  const profile = await loadProfile((await params).healthWorkerId);
  if (!profile) notFound();
  const jsonLd = personJsonLd(profile, await siteUrl(profilePath(profile)));
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <ProfileView profile={profile} />
    </>
  );
}
