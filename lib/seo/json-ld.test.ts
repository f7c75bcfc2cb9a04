import type { PublicDoctor } from "@/lib/services/public-directory";
import type { PublicHospitalDetail } from "@/lib/services/public-hospitals";

import { hospitalJsonLd, jsonLdGraph, jsonLdText, physicianJsonLd, physiciansJsonLd } from "./json-ld";

// The directory's structured data: public fields only, and no text can close its <script>.

const ORIGIN = "https://hospital.example";

const doctor: PublicDoctor = {
  id: "DOC-KIH-0007",
  firstName: "Sarah",
  lastName: "Namubiru</script><script>alert(1)</script>",
  specialization: "Cardiology",
  departmentId: "dep-1",
  departmentName: "Cardiology Unit",
  hospitalId: "HOSP-KIH",
  hospitalName: "Kampala International Hospital",
  city: "Kampala",
  country: "Uganda",
  timezone: "Africa/Kampala",
  experienceYears: 12,
  qualification: "MBChB, MMed",
  languages: ["English", "Luganda"],
  bio: "Sees adults.",
  nextAvailable: "2026-11-27T11:30:00.000Z",
};

// What the hospital service answers, private-looking extras included, to prove the builder picks.
const hospital = {
  id: "HOSP-KIH",
  name: "Kampala International Hospital",
  address: "Plot 12, Hospital Road",
  city: "Kampala",
  state: "Central Region",
  country: "Uganda",
  phone: "+256 700 000 000",
  email: "info@kih.example",
  website: "https://kih.example",
  timezone: "Africa/Kampala",
  servicesOffered: ["Emergency Care", "Pharmacy"],
  isActive: true,
  subscriptionStatus: "premium",
  departments: [{ id: "dep-1", name: "Cardiology Unit", description: null, doctorCount: 1 }],
  doctors: [doctor],
  hasMoreDoctors: false,
  doctorCount: 1,
  licenseNumber: "LIC-SECRET-1",
  adminUserId: "user-admin-1",
} satisfies PublicHospitalDetail & Record<string, unknown>;

describe("schema.org data of the public directory", () => {
  it("describes a doctor as an IndividualPhysician practising at the hospital, by name and page", () => {
    expect(physicianJsonLd(doctor, ORIGIN)).toEqual({
      "@type": "IndividualPhysician",
      "@id": "https://hospital.example/hospitals/HOSP-KIH#doctor-DOC-KIH-0007",
      url: "https://hospital.example/hospitals/HOSP-KIH#doctor-DOC-KIH-0007",
      name: "Dr. Sarah Namubiru</script><script>alert(1)</script>",
      medicalSpecialty: "Cardiology",
      knowsLanguage: ["English", "Luganda"],
      practicesAt: {
        "@type": "Hospital",
        "@id": "https://hospital.example/hospitals/HOSP-KIH",
        name: "Kampala International Hospital",
        url: "https://hospital.example/hospitals/HOSP-KIH",
        address: { "@type": "PostalAddress", addressLocality: "Kampala", addressCountry: "Uganda" },
      },
    });
  });

  it("describes a hospital with its address, public phone, departments, services and specialties", () => {
    expect(hospitalJsonLd(hospital, hospital.doctors, ORIGIN)).toEqual({
      "@type": "Hospital",
      "@id": "https://hospital.example/hospitals/HOSP-KIH",
      url: "https://hospital.example/hospitals/HOSP-KIH",
      name: "Kampala International Hospital",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Plot 12, Hospital Road",
        addressLocality: "Kampala",
        addressRegion: "Central Region",
        addressCountry: "Uganda",
      },
      telephone: "+256 700 000 000",
      sameAs: "https://kih.example",
      department: [{ "@type": "MedicalOrganization", name: "Cardiology Unit" }],
      availableService: [
        { "@type": "MedicalProcedure", name: "Emergency Care" },
        { "@type": "MedicalProcedure", name: "Pharmacy" },
      ],
      medicalSpecialty: ["Cardiology"],
    });
  });

  it("names no private or internal field", () => {
    const text = JSON.stringify(jsonLdGraph([hospitalJsonLd(hospital, hospital.doctors, ORIGIN), ...physiciansJsonLd(hospital.doctors, ORIGIN)]));
    for (const secret of ["LIC-SECRET-1", "user-admin-1", "info@kih.example", "dep-1", "MBChB", "Sees adults", "2026-11-27", "premium"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("cannot close its script element, and reads back unchanged", () => {
    const data = jsonLdGraph(physiciansJsonLd([doctor], ORIGIN));
    const text = jsonLdText(data);
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("escapes the line separators that end a JavaScript string", () => {
    const text = jsonLdText({ name: "a\u2028b\u2029c" });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ name: "a\u2028b\u2029c" });
  });
});
