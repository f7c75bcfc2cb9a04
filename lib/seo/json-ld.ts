import type { PublicDoctor } from "@/lib/services/public-directory";
import type { PublicHospital, PublicHospitalDetail } from "@/lib/services/public-hospitals";

import { doctorAnchor, hospitalPagePath } from "./paths";

// schema.org structured data of the public directory (issue 18): a `Hospital` for a hospital's
// page and an `IndividualPhysician` for each listed doctor. Built from the public services' answers
// and naming only what the page itself shows: never an email, a licence number or a user id.

type JsonLd = Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: `<` escaped, so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Absolute URL of a path on the site (`origin` without a trailing slash). */
const at = (origin: string, path: string) => new URL(path, origin).toString();

/** The hospital a physician practises at, by name and page. */
function hospitalRef(origin: string, d: Pick<PublicDoctor, "hospitalId" | "hospitalName" | "city" | "country">): JsonLd {
  const url = at(origin, hospitalPagePath(d.hospitalId));
  return {
    "@type": "Hospital",
    "@id": url,
    name: d.hospitalName,
    url,
    address: { "@type": "PostalAddress", addressLocality: d.city, addressCountry: d.country },
  };
}

/** One listed doctor: name, specialty and the hospital; its URL is its card on the hospital's page. */
export function physicianJsonLd(d: PublicDoctor, origin: string): JsonLd {
  const url = at(origin, `${hospitalPagePath(d.hospitalId)}#${doctorAnchor(d.id)}`);
  const physician: JsonLd = {
    "@type": "IndividualPhysician",
    "@id": url,
    url,
    name: `Dr. ${[d.firstName, d.lastName].filter(Boolean).join(" ")}`,
    medicalSpecialty: d.specialization,
    practicesAt: hospitalRef(origin, d),
  };
  if (d.languages.length) physician.knowsLanguage = d.languages;
  return physician;
}

type HospitalFacts = Pick<PublicHospital, "id" | "name" | "address" | "city" | "state" | "country" | "phone" | "website" | "servicesOffered"> & {
  departments: PublicHospitalDetail["departments"];
};

/** A hospital: its address, public phone, departments, services and its doctors' specialties. */
export function hospitalJsonLd(h: HospitalFacts, doctors: PublicDoctor[], origin: string): JsonLd {
  const url = at(origin, hospitalPagePath(h.id));
  const address: JsonLd = { "@type": "PostalAddress", streetAddress: h.address, addressLocality: h.city, addressCountry: h.country };
  if (h.state) address.addressRegion = h.state;
  const hospital: JsonLd = { "@type": "Hospital", "@id": url, url, name: h.name, address };
  if (h.phone) hospital.telephone = h.phone;
  if (h.website) hospital.sameAs = h.website;
  if (h.departments.length) hospital.department = h.departments.map((d) => ({ "@type": "MedicalOrganization", name: d.name }));
  if (h.servicesOffered.length) hospital.availableService = h.servicesOffered.map((name) => ({ "@type": "MedicalProcedure", name }));
  const specialties = [...new Set(doctors.map((d) => d.specialization))];
  if (specialties.length) hospital.medicalSpecialty = specialties;
  return hospital;
}

/** The document of a page: its nodes (a hospital, physicians) in one graph. */
export const jsonLdGraph = (nodes: JsonLd[]): JsonLd => ({ "@context": "https://schema.org", "@graph": nodes });

/** A page's physicians (the directory's page of results, a hospital's doctors). */
export const physiciansJsonLd = (doctors: PublicDoctor[], origin: string): JsonLd[] => doctors.map((d) => physicianJsonLd(d, origin));
