import type { Metadata } from "next";
import { CalendarPlus, InboxIcon } from "lucide-react";
import { forbidden } from "next/navigation";

import { AppointmentsCalendar } from "@/components/appointments/appointments-calendar";
import { AppointmentsCounts } from "@/components/appointments/appointments-counts";
import { AppointmentsFilters } from "@/components/appointments/appointments-filters";
import { datesBetween, groupByDay, readAppointmentsAddress, type AppointmentsAddress } from "@/components/appointments/appointments-query";
import { AppointmentsRoleNotice } from "@/components/appointments/appointments-role-notice";
import { AppointmentsToolbar } from "@/components/appointments/appointments-toolbar";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { hospitalScope, rethrowAsPage } from "@/components/hospital/page-scope";
import { adminHospitalId } from "@/components/patients/patient-scope";
import { PrintButton } from "@/components/shell/print-button";
import { Button } from "@/components/ui/button";
import type { StaffActor } from "@/lib/auth/actor-types";
import { getActor } from "@/lib/auth/actor";
import { isClinicalRole } from "@/lib/auth/roles";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import type { AppointmentView } from "@/lib/services/appointment-types";
import { getAppointmentDayCounts, hospitalCalendar, listAppointments } from "@/lib/services/appointments";
import { listDoctors } from "@/lib/services/doctors";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Appointment Management" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The most appointments one page shows; a busier range asks for a filter. */
const LIMIT = 200;

async function loadAppointments(actor: StaffActor, address: AppointmentsAddress) {
  try {
    const appointments = await listAppointments(actor, {
      from: address.from,
      to: address.to,
      status: address.status,
      doctorId: address.doctorId,
      hospitalId: address.hospitalId,
      limit: LIMIT,
      offset: 0,
    });
    return { appointments, error: null };
  } catch (error) {
    // A service error explains itself; anything else is logged here and kept vague on the page.
    if (!(error instanceof ServiceError)) logError("[page] /appointments: loading appointments", error);
    const message = error instanceof ServiceError ? error.message : "Something went wrong. Please try again.";
    return { appointments: [] as AppointmentView[], error: message };
  }
}

/** The doctor filter's choices: the hospital's active doctors. */
async function loadDoctors(actor: StaffActor, hospitalId: string | undefined) {
  try {
    const doctors = await listDoctors(actor, { hospitalId, limit: LIMIT });
    return doctors.map((d) => ({ id: d.id, name: `Dr. ${d.firstName} ${d.lastName} - ${d.specialization}` }));
  } catch (error) {
    logError("[page] /appointments: loading doctors for the filter", error);
    return [];
  }
}

// /appointments: today's figures and a day or week calendar of the hospital's appointments, with
// the doctor and status filters in the address; active appointments can be cancelled or moved.
export default async function AppointmentsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = await getActor();
  // The (staff) layout has already sent anyone who is not staff to /login.
  if (actor.kind !== "staff") forbidden();
  if (!isClinicalRole(actor.role)) return <AppointmentsRoleNotice role={actor.role} />;
  const hospitalId = hospitalScope(actor, params.hospitalId, isClinicalRole);
  if (!hospitalId) return <ChooseHospitalNotice title="Appointment Management" path="/appointments" />;

  const adminHospital = adminHospitalId(actor, hospitalId);
  const [calendar, counts] = await Promise.all([
    hospitalCalendar(actor, adminHospital),
    getAppointmentDayCounts(actor, adminHospital),
  ]).catch(rethrowAsPage);
  const address = readAppointmentsAddress(params, calendar.today, adminHospital);
  const [{ appointments, error }, doctors] = await Promise.all([loadAppointments(actor, address), loadDoctors(actor, adminHospital)]);
  const days = groupByDay(appointments, datesBetween(address.from, address.to), calendar.timezone);
  const schedulePath = adminHospital ? `/schedule-appointment?hospitalId=${encodeURIComponent(adminHospital)}` : "/schedule-appointment";

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Appointment Management</h1>
          <p className="text-muted-foreground">
            The appointments of {hospitalId}, in the hospital&apos;s local time ({calendar.timezone})
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <PrintButton className="h-9 w-full sm:w-auto" what="appointment list" />
          {actor.role === "hospital_admin" || actor.role === "system_admin" ? (
            <Button asChild variant="outline" className="w-full sm:w-auto print:hidden">
              <a href={adminHospital ? `/appointments/unanswered?hospitalId=${encodeURIComponent(adminHospital)}` : "/appointments/unanswered"}>
                <InboxIcon aria-hidden="true" />
                Unanswered Requests
              </a>
            </Button>
          ) : null}
          <Button asChild className="w-full sm:w-auto">
            <a href={schedulePath}>
              <CalendarPlus aria-hidden="true" />
              Schedule Appointment
            </a>
          </Button>
        </div>
      </div>

      <AppointmentsCounts counts={counts} />

      <AppointmentsToolbar address={address} today={calendar.today} />
      {/* Remounted when the address changes, so Back and Forward show the filters of that page. */}
      <div className="print:hidden">
        <AppointmentsFilters key={JSON.stringify(address)} filters={address} doctors={doctors} />
      </div>

      {error ? (
        <PageAlert>Error loading appointments: {error}</PageAlert>
      ) : (
        <>
          {appointments.length === LIMIT ? (
            <p role="status" className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
              Showing the first {LIMIT} appointments of this period. Choose a doctor, a status or the day view to see the rest.
            </p>
          ) : null}
          <AppointmentsCalendar
            days={days}
            timeZone={calendar.timezone}
            today={calendar.today}
            filtered={address.filtered}
            hospitalId={adminHospital}
            noShowAfter={actor.role === "hospital_admin" ? new Date().toISOString() : undefined}
          />
        </>
      )}
    </div>
  );
}
