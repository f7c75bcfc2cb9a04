import type { Metadata } from "next";

import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { ReportIncidentForm } from "@/components/incidents/report-incident-form";
import { adminHospitalId, patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { Card, CardContent } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { hospitalCalendar } from "@/lib/services/appointments";
import { getHospitalOrThrow } from "@/lib/services/hospitals";

export const metadata: Metadata = { title: "Report an Incident" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /incidents/new: any staff member of the hospital reports a patient-safety incident (system_admin
// names the hospital with ?hospitalId=). The form reports through POST /api/incidents.
export default async function ReportIncidentPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Report an Incident" path="/incidents/new" />;
  const named = adminHospitalId(actor, hospitalId);
  const [calendar, hospital] = await Promise.all([hospitalCalendar(actor, named), getHospitalOrThrow(actor, hospitalId)]).catch(rethrowAsPage);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Report an Incident</h1>
        <p className="text-muted-foreground">
          A patient-safety incident at {hospital.name}: something that harmed a patient, or could have. Report what
          happened, not who is to blame.
        </p>
      </div>
      <SubscriptionEndedAlert hospital={hospital} />
      <Card>
        <CardContent>
          <ReportIncidentForm today={calendar.today} timeZone={calendar.timezone} hospitalId={named} />
        </CardContent>
      </Card>
    </div>
  );
}
