import type { Metadata } from "next";

import { AiDiagnosisClient } from "@/components/ai-diagnosis/ai-diagnosis-client";
import { RecentAnalyses } from "@/components/ai-diagnosis/recent-analyses";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { adminHospitalId, patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { getActor } from "@/lib/auth/actor";
import { listRecentAnalyses } from "@/lib/services/ai-analyses";
import { getHospitalOrThrow } from "@/lib/services/hospitals";

export const metadata: Metadata = { title: "AI Diagnosis Assistant" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /ai-diagnosis: clinical staff describe a presentation and get a ranked differential with
// confidence, tests, treatment and urgency (POST /api/ai-diagnosis), and see their own recent
// analyses. system_admin names the hospital with ?hospitalId= (the analysis is stored and audited there).
export default async function AiDiagnosisPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="AI Diagnosis Assistant" path="/ai-diagnosis" />;

  const adminHospital = adminHospitalId(actor, hospitalId);
  const [hospital, recent] = await Promise.all([
    getHospitalOrThrow(actor, hospitalId),
    listRecentAnalyses(actor, 10, adminHospital),
  ]).catch(rethrowAsPage);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">AI Diagnosis Assistant</h1>
        <p className="text-muted-foreground">
          Possible diagnoses with their confidence, recommended tests, treatment suggestions and urgency, for reference
          at {hospital.name}. The clinician makes the diagnosis.
        </p>
      </div>
      <SubscriptionEndedAlert hospital={hospital} />
      <AiDiagnosisClient hospitalId={adminHospital} />
      <RecentAnalyses analyses={recent} timeZone={hospital.timezone} hospitalId={adminHospital} />
    </div>
  );
}
