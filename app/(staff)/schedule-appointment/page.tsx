import type { Metadata } from "next";
import { FolderPlus } from "lucide-react";

import { ScheduleAppointmentForm } from "@/components/appointments/schedule-appointment-form";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { adminHospitalId, patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { Card, CardContent } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { hospitalCalendar } from "@/lib/services/appointments";
import { listDepartments } from "@/lib/services/departments";
import { getHospitalOrThrow } from "@/lib/services/hospitals";

export const metadata: Metadata = { title: "Schedule Appointment" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /schedule-appointment: clinical staff book a patient with a doctor of their hospital
// (system_admin names the hospital with ?hospitalId=). The form books through POST /api/appointments.
export default async function ScheduleAppointmentPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Schedule Appointment" path="/schedule-appointment" />;

  const adminHospital = adminHospitalId(actor, hospitalId);
  const [calendar, hospital, departments] = await Promise.all([
    hospitalCalendar(actor, adminHospital),
    getHospitalOrThrow(actor, hospitalId),
    listDepartments(actor, { search: undefined, hospitalId: adminHospital }),
  ]).catch(rethrowAsPage);
  // A new appointment can only go to an active department.
  const active = departments.filter((d) => d.isActive).map((d) => ({ id: d.id, name: d.name }));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Schedule Appointment</h1>
        <p className="text-muted-foreground">
          Book a patient with a doctor of {hospital.name}; the patient and the doctor are notified. Times are
          the hospital&apos;s local time ({calendar.timezone}).
        </p>
      </div>
      <SubscriptionEndedAlert hospital={hospital} />
      {active.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <FolderPlus className="size-5" aria-hidden="true" />
            </span>
            <div className="space-y-2">
              <h2 className="font-semibold">No active departments</h2>
              <p className="text-sm text-muted-foreground">
                Every appointment belongs to a department and one of its doctors. A hospital administrator adds or
                activates departments on the Departments page.
              </p>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent>
            <ScheduleAppointmentForm today={calendar.today} departments={active} hospitalId={adminHospital} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
