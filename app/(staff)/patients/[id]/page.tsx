import { ArrowLeft, PencilIcon } from "lucide-react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { PatientBillsCard } from "@/components/billing/patient-bills-card";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { patientName, patientPath, withHospital } from "@/components/patients/format";
import { MergePatientDialog } from "@/components/patients/merge-patient-dialog";
import { PatientAvatar } from "@/components/patients/patient-avatar";
import { ActiveBadge, VerificationBadge } from "@/components/patients/patient-badges";
import { PatientAppointments, PatientDiagnoses, PatientMedicalRecords } from "@/components/patients/patient-history";
import { PatientProfile } from "@/components/patients/patient-profile";
import { requireClinicalStaff } from "@/components/patients/patient-scope";
import { PrintButton } from "@/components/shell/print-button";
import { AssignTaskDialog } from "@/components/tasks/assign-task-dialog";
import { Button } from "@/components/ui/button";
import { getActor } from "@/lib/auth/actor";
import { listPatientBills } from "@/lib/services/bills";
import { assertPatientAccess } from "@/lib/services/patient-access";
import { resolvePatientId } from "@/lib/services/patient-merge";
import {
  getPatientDetail,
  listPatientAppointments,
  listPatientDiagnoses,
  listPatientMedicalRecords,
} from "@/lib/services/patient-records";

export const metadata: Metadata = { title: "Patient Details" };

/** The latest bills on the patient's page; the rest are on /billing. */
const BILLS_SHOWN = 5;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ hospitalId?: string | string[] }> };

// /patients/{id}: one patient of the staff member's hospital (another hospital's is a 404).
export default async function PatientPage({ params, searchParams }: Props) {
  const [{ id }, { hospitalId }] = await Promise.all([params, searchParams]);
  const actor = requireClinicalStaff(await getActor());
  // system_admin came from one hospital's list; the links back keep it.
  const listHospital = actor.role === "system_admin" && typeof hospitalId === "string" ? hospitalId : undefined;
  // A merged record's old number leads to the record it was merged into, for those who may see it.
  const resolved = await resolvePatientId(id);
  if (resolved !== id) {
    await assertPatientAccess(actor, resolved).catch(rethrowAsPage);
    redirect(withHospital(patientPath(resolved), listHospital));
  }

  const [patient, appointments, diagnoses, records, bills] = await Promise.all([
    getPatientDetail(actor, id),
    listPatientAppointments(actor, id),
    listPatientDiagnoses(actor, id),
    listPatientMedicalRecords(actor, id),
    listPatientBills(actor, id, { limit: BILLS_SHOWN + 1, offset: 0 }),
  ]).catch(rethrowAsPage);
  const showHospital = actor.role === "system_admin";

  return (
    <div className="space-y-6">
      <a
        href={withHospital("/patients", listHospital)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Patient Management
      </a>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <PatientAvatar firstName={patient.firstName} lastName={patient.lastName} size="lg" />
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words">{patientName(patient)}</h1>
            <p className="font-mono text-sm text-muted-foreground" data-testid="patient-health-number">
              {patient.id}
            </p>
            <div className="flex flex-wrap gap-2">
              <ActiveBadge active={patient.isActive} />
              <VerificationBadge status={patient.verificationStatus} />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <PrintButton className="h-9 w-full sm:w-auto" what="patient record" />
          {actor.role === "doctor" || actor.role === "hospital_admin" ? <AssignTaskDialog patient={{ id: patient.id, name: patientName(patient) }} /> : null}
          {actor.role === "hospital_admin" ? (
            <MergePatientDialog patient={{ id: patient.id, firstName: patient.firstName, lastName: patient.lastName, dateOfBirth: patient.dateOfBirth }} />
          ) : null}
          <Button asChild className="w-full sm:w-auto">
            <a href={withHospital(`${patientPath(patient.id)}/edit`, listHospital)}>
              <PencilIcon aria-hidden="true" />
              Edit Patient
            </a>
          </Button>
        </div>
      </div>

      <PatientProfile patient={patient} />
      <PatientAppointments appointments={appointments} showHospital={showHospital} />
      <PatientDiagnoses diagnoses={diagnoses} patient={`${patientName(patient)} · ${patient.id}`} />
      <PatientMedicalRecords records={records} showHospital={showHospital} />
      <PatientBillsCard patientId={patient.id} bills={bills.slice(0, BILLS_SHOWN)} more={bills.length > BILLS_SHOWN} systemAdmin={showHospital} />
    </div>
  );
}
