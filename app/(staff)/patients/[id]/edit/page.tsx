import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";

import { rethrowAsPage } from "@/components/hospital/page-scope";
import { EditPatientForm } from "@/components/patients/edit-patient-form";
import { patientName, patientPath, withHospital } from "@/components/patients/format";
import { toEditValues } from "@/components/patients/patient-form-values";
import { requireClinicalStaff } from "@/components/patients/patient-scope";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { getPatientDetail } from "@/lib/services/patient-records";

export const metadata: Metadata = { title: "Edit Patient" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ hospitalId?: string | string[] }> };

// /patients/{id}/edit: the patient's details with the dialog's rules, plus status and verification.
export default async function EditPatientPage({ params, searchParams }: Props) {
  const [{ id }, { hospitalId }] = await Promise.all([params, searchParams]);
  const actor = requireClinicalStaff(await getActor());
  const listHospital = actor.role === "system_admin" && typeof hospitalId === "string" ? hospitalId : undefined;
  const patient = await getPatientDetail(actor, id).catch(rethrowAsPage);
  const detailHref = withHospital(patientPath(patient.id), listHospital);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <a
        href={detailHref}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to patient
      </a>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Edit Patient</h1>
        <p className="text-muted-foreground">
          {patientName(patient)} <span className="font-mono">({patient.id})</span>
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Patient details</CardTitle>
          <CardDescription>Fields marked optional may be left blank; clearing one removes it from the record.</CardDescription>
        </CardHeader>
        <CardContent>
          <EditPatientForm patientId={patient.id} defaultValues={toEditValues(patient)} detailHref={detailHref} />
        </CardContent>
      </Card>
    </div>
  );
}
