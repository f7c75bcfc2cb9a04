import type { Metadata } from "next";
import { forbidden } from "next/navigation";

import { HospitalRegisterPatient } from "@/components/patients/hospital-register-patient";
import { PatientRegistrationWizard } from "@/components/patient-registration/patient-registration-wizard";
import { getActor } from "@/lib/auth/actor";
import { isClinicalRole } from "@/lib/auth/roles";

export const metadata: Metadata = { title: "Register Patient" };

// /register-patient: the self-registration wizard for visitors, the hospital-side form for
// clinical staff (layout.tsx is the gate and picks the frame).
export default async function RegisterPatientPage({ searchParams }: { searchParams: Promise<{ hospitalId?: string | string[] }> }) {
  const actor = await getActor();
  if (actor.kind !== "staff") {
    return (
      <>
        <h1 className="sr-only">Patient Registration</h1>
        <PatientRegistrationWizard />
      </>
    );
  }
  // The layout has already checked this; repeated so the page never relies on order.
  if (!isClinicalRole(actor.role)) forbidden();
  const { hospitalId } = await searchParams;
  return <HospitalRegisterPatient actor={actor} requestedHospitalId={typeof hospitalId === "string" ? hospitalId : undefined} />;
}
