import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { HospitalView } from "@/components/public-directory/hospital-view";
import { JsonLdScript } from "@/components/public-directory/json-ld-script";
import { getActor } from "@/lib/auth/actor";
import { ServiceError } from "@/lib/errors";
import { hospitalJsonLd, jsonLdGraph, physiciansJsonLd } from "@/lib/seo/json-ld";
import { hospitalPagePath } from "@/lib/seo/paths";
import { getPublicHospital, type PublicHospitalDetail } from "@/lib/services/public-hospitals";
import { siteOrigin } from "@/lib/site-url";

type Params = Promise<{ hospitalId: string }>;

/** The hospital once per request (metadata and page), or null when it is not public. */
const loadHospital = cache(async (hospitalId: string): Promise<PublicHospitalDetail | null> => {
  try {
    return await getPublicHospital(await getActor(), hospitalId);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
});

function hospitalDescription(h: PublicHospitalDetail): string {
  const departments = h.departments.map((d) => d.name).slice(0, 6);
  const doctors = h.doctorCount === 1 ? "1 doctor" : `${h.doctorCount} doctors`;
  const parts = [`${h.name} in ${h.city}, ${h.country}: ${doctors} with their next free appointment, bookable online.`];
  if (departments.length) parts.push(`Departments: ${departments.join(", ")}.`);
  return parts.join(" ").slice(0, 300);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const hospital = await loadHospital((await params).hospitalId);
  if (!hospital) return { title: "Page Not Found", robots: { index: false } };
  const description = hospitalDescription(hospital);
  return {
    title: `${hospital.name}, ${hospital.city}`,
    description,
    alternates: { canonical: hospitalPagePath(hospital.id) },
    openGraph: { type: "website", title: hospital.name, description },
  };
}

// /hospitals/{id}: an active hospital's public page (the same service as GET
// /api/public/hospitals/{id}); an unknown or deactivated hospital is the 404 page.
export default async function HospitalPage({ params }: { params: Params }) {
  const hospital = await loadHospital((await params).hospitalId);
  if (!hospital) notFound();
  const origin = await siteOrigin();
  const jsonLd = jsonLdGraph([hospitalJsonLd(hospital, hospital.doctors, origin), ...physiciansJsonLd(hospital.doctors, origin)]);
  return (
    <>
      <JsonLdScript data={jsonLd} />
      <HospitalView hospital={hospital} />
    </>
  );
}
