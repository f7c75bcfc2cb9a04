import { HeartPulseIcon, PhoneCallIcon, UserRoundIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { optionLabel } from "@/lib/constants/staff";
import { RELATIONSHIP_OPTIONS, WIZARD_GENDER_OPTIONS } from "@/lib/constants/patient";

import { formatDay } from "@/components/patients/format";

import { joinParts } from "./format";
import { InfoList } from "./info-list";
import type { PortalPatient } from "./types";

function InfoCard({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function PersonalInfoCard({ patient }: { patient: PortalPatient }) {
  return (
    <InfoCard title="Personal Information" icon={UserRoundIcon}>
      <InfoList
        rows={[
          { label: "Full Name", value: [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(" ") },
          { label: "Date of Birth", value: formatDay(patient.dateOfBirth) },
          { label: "Gender", value: optionLabel(WIZARD_GENDER_OPTIONS, patient.gender) },
          { label: "Phone", value: patient.phone },
          { label: "Email", value: patient.email ? <span className="break-all">{patient.email}</span> : null },
          { label: "Address", value: joinParts(patient.address, patient.city, patient.state) },
        ]}
      />
    </InfoCard>
  );
}

const measure = (value: number | null, unit: string) => (value === null ? null : `${value} ${unit}`);

export function MedicalInfoCard({ patient }: { patient: PortalPatient }) {
  return (
    <InfoCard title="Medical Information" icon={HeartPulseIcon}>
      <InfoList
        rows={[
          { label: "Blood Type", value: patient.bloodType },
          { label: "Height", value: measure(patient.height, "cm") },
          { label: "Weight", value: measure(patient.weight, "kg") },
          { label: "Allergies", value: patient.allergies },
          { label: "Chronic Conditions", value: patient.chronicConditions },
          { label: "Current Medications", value: patient.currentMedications },
        ]}
      />
    </InfoCard>
  );
}

export function EmergencyContactCard({ patient }: { patient: PortalPatient }) {
  return (
    <InfoCard title="Emergency Contact" icon={PhoneCallIcon}>
      <InfoList
        rows={[
          { label: "Name", value: patient.emergencyContact },
          { label: "Relationship", value: optionLabel(RELATIONSHIP_OPTIONS, patient.emergencyRelationship) },
          {
            label: "Phone",
            value: (
              <a href={`tel:${patient.emergencyPhone}`} className="hover:underline">
                {patient.emergencyPhone}
              </a>
            ),
          },
        ]}
      />
    </InfoCard>
  );
}
