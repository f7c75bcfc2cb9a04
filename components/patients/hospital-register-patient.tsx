import { ChooseHospitalNote, SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { StaffActor } from "@/lib/auth/actor-types";
import { ServiceError } from "@/lib/errors";
import { getHospitalOrThrow, type HospitalView } from "@/lib/services/hospitals";

import { BackButton } from "./back-button";
import { withHospital } from "./format";
import { adminHospitalId, patientHospitalScope } from "./patient-scope";
import { RegisterPatientForm } from "./register-patient-form";

type HospitalLookup = { kind: "choose-hospital" } | { kind: "hospital-not-found"; hospitalId: string } | { kind: "ready"; hospital: HospitalView };

async function lookUpHospital(actor: StaffActor, requested: string | undefined): Promise<HospitalLookup> {
  const hospitalId = patientHospitalScope(actor, requested);
  if (!hospitalId) return { kind: "choose-hospital" };
  try {
    return { kind: "ready", hospital: await getHospitalOrThrow(actor, hospitalId) };
  } catch (error) {
    // A mistyped ?hospitalId= is a note on the page, not an error screen.
    if (error instanceof ServiceError && error.status === 404) return { kind: "hospital-not-found", hospitalId };
    throw error;
  }
}

/**
 * The hospital-side Register New Patient page for clinical staff (the second variant of the
 * staff form); the patient is linked to the staff member's hospital.
 */
export async function HospitalRegisterPatient({ actor, requestedHospitalId }: { actor: StaffActor; requestedHospitalId?: string }) {
  const lookup = await lookUpHospital(actor, requestedHospitalId);
  const adminHospital = lookup.kind === "ready" ? adminHospitalId(actor, lookup.hospital.id) : undefined;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackButton fallback={withHospital("/patients", adminHospital)} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Register New Patient</h1>
        <p className="text-muted-foreground">
          {lookup.kind === "ready"
            ? `Register a patient at ${lookup.hospital.name}. The global health number is assigned automatically.`
            : "Register a patient at a hospital."}
        </p>
      </div>
      {lookup.kind !== "ready" ? (
        <ChooseHospitalNote context={lookup} who="patient" />
      ) : (
        <>
          <SubscriptionEndedAlert hospital={lookup.hospital} />
          <Card>
            <CardHeader>
              <CardTitle>Patient details</CardTitle>
              <CardDescription>Email, identifiers, blood type, allergies and medical history are optional.</CardDescription>
            </CardHeader>
            <CardContent>
              <RegisterPatientForm hospitalId={adminHospital} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
