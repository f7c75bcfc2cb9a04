import type { ReactNode } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { MARITAL_STATUS_OPTIONS, RELATIONSHIP_OPTIONS } from "@/lib/constants/patient";
import { optionLabel } from "@/lib/constants/staff";
import type { PatientDetail } from "@/lib/services/patient-records";

import { ageFrom, formatDay, genderLabel, humanize } from "./format";

// The information cards of /patients/{id}: everything the hospital holds about the patient,
// identifiers included (staff only; the portal never shows them).

type Fact = { label: string; value: ReactNode };

function FactCard({ title, facts, className }: { title: string; facts: Fact[]; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="font-medium break-words whitespace-pre-line">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** A stored value, or a muted dash when the patient did not give it. */
function shown(value: string | number | null | undefined, unit = ""): ReactNode {
  if (value === null || value === undefined || value === "") {
    return <span className="font-normal text-muted-foreground">Not provided</span>;
  }
  return `${value}${unit}`;
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function PatientProfile({ patient: p }: { patient: PatientDetail }) {
  const age = ageFrom(p.dateOfBirth);
  const insurance = p.insurance;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FactCard
        title="Personal Information"
        facts={[
          { label: "Date of Birth", value: `${formatDay(p.dateOfBirth)}${age === null ? "" : ` (${age} years)`}` },
          { label: "Gender", value: shown(genderLabel(p.gender)) },
          { label: "Marital Status", value: shown(optionLabel(MARITAL_STATUS_OPTIONS, p.maritalStatus)) },
          { label: "Occupation", value: shown(p.occupation) },
          { label: "Nationality", value: shown(p.nationality) },
          { label: "Country of Origin", value: shown(p.countryOfOrigin) },
          { label: "Language", value: shown(p.languagePreference) },
          { label: "Religious Affiliation", value: shown(p.religiousAffiliation) },
        ]}
      />
      <FactCard
        title="Contact Information"
        facts={[
          { label: "Phone", value: shown(p.phone) },
          { label: "Email", value: shown(p.email) },
          { label: "Address", value: shown(p.address) },
          { label: "City", value: shown(p.city) },
          { label: "State", value: shown(p.state) },
          { label: "Postal Code", value: shown(p.postalCode) },
        ]}
      />
      <FactCard
        title="Emergency Contact"
        facts={[
          { label: "Name", value: shown(p.emergencyContact) },
          { label: "Relationship", value: shown(optionLabel(RELATIONSHIP_OPTIONS, p.emergencyRelationship)) },
          { label: "Phone", value: shown(p.emergencyPhone) },
          { label: "Next of Kin", value: shown(p.nextOfKin) },
          { label: "Next of Kin Phone", value: shown(p.nextOfKinPhone) },
        ]}
      />
      <FactCard
        title="Identifiers"
        facts={[
          { label: "Health Number", value: <span className="font-mono">{p.id}</span> },
          { label: "National ID", value: shown(p.nationalId) },
          { label: "Passport Number", value: shown(p.passportNumber) },
          { label: "Registration Source", value: humanize(p.registrationSource) },
          { label: "Registered On", value: formatDay(p.createdAt) },
          { label: "Linked Hospitals", value: shown(p.linkedHospitals.map((h) => h.name).join(", ")) },
        ]}
      />
      <FactCard
        title="Medical Information"
        facts={[
          { label: "Blood Type", value: p.bloodType || "N/A" },
          { label: "Height", value: shown(p.height, " cm") },
          { label: "Weight", value: shown(p.weight, " kg") },
          { label: "Allergies", value: shown(p.allergies) },
          { label: "Chronic Conditions", value: shown(p.chronicConditions) },
          { label: "Current Medications", value: shown(p.currentMedications) },
          { label: "Medical History", value: shown(p.medicalHistory) },
        ]}
      />
      <FactCard
        title="Insurance & Consent"
        facts={[
          { label: "Insurance Provider", value: insurance ? shown(insurance.provider) : "No insurance on file" },
          { label: "Policy Number", value: shown(insurance?.policyNumber) },
          { label: "Group ID", value: shown(insurance?.groupId) },
          { label: "Consent to Treatment", value: yesNo(p.consentToTreatment) },
          { label: "Data Privacy Consent", value: yesNo(p.dataPrivacyConsent) },
          { label: "Biometric Consent", value: yesNo(p.biometricConsent) },
        ]}
      />
    </div>
  );
}
