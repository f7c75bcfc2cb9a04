import type { PublicProfile } from "@/lib/services/health-worker-directory";

import { jsonLdText, personJsonLd, profileDate, profileDescription } from "./profile-format";

const profile: PublicProfile = {
  id: "row-1",
  healthWorkerId: "HW-2026-0042",
  firstName: "Agnes",
  lastName: "Nalwoga",
  employmentStatus: "unemployed",
  role: "midwife",
  roleLabel: "Midwife",
  specialization: "Neonatal care",
  experienceYears: 7,
  nationality: "Ugandan",
  languages: ["English", "Luganda"],
  skills: ["Newborn resuscitation", "</script><script>alert(1)</script>"],
  licenseVerified: true,
  qualifications: "Diploma in Midwifery",
  licenseNumber: "UNMC-7781",
  licenseVerifiedAt: "2026-02-01T10:00:00Z",
  age: 34,
  isPublicProfile: true,
  createdAt: "2026-01-05T08:00:00Z",
  updatedAt: "2026-01-05T08:00:00Z",
  email: "agnes@example.com",
  phone: "+256 700 000 001",
};

describe("public profile wording and structured data", () => {
  it("describes the worker in one sentence", () => {
    expect(profileDescription(profile)).toBe(
      "Agnes Nalwoga: Midwife (Neonatal care) with 7 years of experience; Ugandan; speaks English, Luganda. Skills: Newborn resuscitation, </script><script>alert(1)</script>.",
    );
  });

  it("is a schema.org Person without contact details, even when the viewer sees them", () => {
    const data = personJsonLd(profile, "https://example.org/health-worker/HW-2026-0042");
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Person", name: "Agnes Nalwoga", jobTitle: "Midwife", identifier: "HW-2026-0042" });
    const text = JSON.stringify(data);
    expect(text).not.toContain("agnes@example.com");
    expect(text).not.toContain("+256 700 000 001");
  });

  it("cannot close its script element", () => {
    const text = jsonLdText(personJsonLd(profile, "https://example.org/x"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).knowsAbout).toContain("</script><script>alert(1)</script>");
  });

  it("writes dates in words", () => {
    expect(profileDate("2026-02-01T10:00:00Z")).toBe("1 February 2026");
    expect(profileDate(null)).toBe("");
  });
});
