"use client";

import { CalendarClock, Stethoscope, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";

import { appointmentsHref } from "@/components/appointments/appointments-query";
import { ActiveBadge } from "@/components/departments/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { localDate } from "@/lib/time";

import { ConfirmStatusDialog } from "./confirm-status-dialog";
import { EditDoctorDialog } from "./edit-doctor-dialog";
import { IssuePasswordDialog } from "./issue-password-dialog";
import { errorMessage, updateDoctorRequest, type AppointmentToRebook, type ManagedDoctor } from "./staff-api";

type Status = "all" | "active" | "inactive";
type Rebook = { doctor: ManagedDoctor; appointments: AppointmentToRebook[] };

const selectClassName =
  "h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

const doctorName = (d: ManagedDoctor) => `Dr. ${d.firstName} ${d.lastName}`.trim();

function matches(d: ManagedDoctor, search: string, departmentId: string, status: Status) {
  if (departmentId && d.departmentId !== departmentId) return false;
  if (status !== "all" && d.isActive !== (status === "active")) return false;
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [d.firstName, d.lastName, d.email, d.id, d.specialization, d.phone ?? ""].some((v) => v.toLowerCase().includes(term));
}

/**
 * The Doctors tab for the hospital administrator: every doctor, active or not, with search,
 * department and status filters, Edit, and Deactivate/Reactivate behind a confirmation. After a
 * deactivation the doctor's future appointments are listed for rebooking (they are kept as they are).
 */
export function DoctorsPanel({
  doctors,
  departments,
  timezone,
  hospitalId,
}: {
  doctors: ManagedDoctor[];
  departments: { id: string; name: string }[];
  timezone: string;
  /** system_admin's hospital, kept on the appointment links. */
  hospitalId?: string;
}) {
  const router = useRouter();
  const id = useId();
  const [search, setSearch] = useState("");
  const [departmentId, setDepartmentId] = useState("");
  const [status, setStatus] = useState<Status>("all");
  const [rebook, setRebook] = useState<Rebook | null>(null);
  const shown = useMemo(() => doctors.filter((d) => matches(d, search, departmentId, status)), [doctors, search, departmentId, status]);

  const setActive = async (doctor: ManagedDoctor, isActive: boolean): Promise<boolean> => {
    try {
      const result = await updateDoctorRequest(doctor.id, { isActive });
      toast.success(isActive ? "Doctor Reactivated" : "Doctor Deactivated", {
        description: isActive ? `${doctorName(doctor)} can sign in again.` : `${doctorName(doctor)} has been signed out everywhere.`,
      });
      setRebook(isActive ? null : { doctor: result.doctor, appointments: result.futureAppointments });
      router.refresh();
      return true;
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update doctor") });
      return false;
    }
  };

  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>
          <h2>Doctors</h2>
        </CardTitle>
        <CardDescription>
          {doctors.length} {doctors.length === 1 ? "doctor" : "doctors"}, {doctors.filter((d) => d.isActive).length} active
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {rebook ? <RebookNotice rebook={rebook} timezone={timezone} hospitalId={hospitalId} onClose={() => setRebook(null)} /> : null}
        <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Filter doctors">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-search`}>Search</Label>
            <Input id={`${id}-search`} type="search" value={search} placeholder="Name, email, ID or specialization" onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-department`}>Department</Label>
            <select id={`${id}-department`} className={selectClassName} value={departmentId} onChange={(e) => setDepartmentId(e.target.value)}>
              <option value="">All departments</option>
              {departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <select id={`${id}-status`} className={selectClassName} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
              <option value="all">All</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </div>
        </div>
        {shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <Stethoscope className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{doctors.length === 0 ? "No doctors registered yet" : "No doctors match these filters"}</p>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Doctors">
            {shown.map((d) => (
              <li key={d.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid={`doctor-${d.id}`}>
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium">{doctorName(d)}</h3>
                    <ActiveBadge active={d.isActive} />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {d.specialization} · {d.departmentName ?? "No department"}
                  </p>
                  <p className="text-xs break-all text-muted-foreground">
                    <span className="font-mono">{d.id}</span> · {d.email}
                    {d.phone ? ` · ${d.phone}` : ""}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <EditDoctorDialog doctor={d} departments={departments} />
                  {d.isActive ? (
                    <IssuePasswordDialog name={doctorName(d)} path={`/api/doctors/${encodeURIComponent(d.id)}`} signInName={{ label: "Email", value: d.email }} />
                  ) : null}
                  <ConfirmStatusDialog
                    name={doctorName(d)}
                    active={d.isActive}
                    consequence={`${doctorName(d)} will be signed out everywhere and cannot sign in or be booked. Their future appointments stay as they are and are listed next for rebooking.`}
                    onConfirm={() => setActive(d, !d.isActive)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RebookNotice({ rebook, timezone, hospitalId, onClose }: { rebook: Rebook; timezone: string; hospitalId?: string; onClose: () => void }) {
  const { doctor, appointments } = rebook;
  const when = new Intl.DateTimeFormat("en-GB", { timeZone: timezone, dateStyle: "medium", timeStyle: "short" });
  return (
    <section role="status" aria-label="Appointments to rebook" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <div className="flex items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-medium">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {appointments.length === 0
            ? `${doctorName(doctor)} has no upcoming appointments.`
            : `${doctorName(doctor)} has ${appointments.length} upcoming ${appointments.length === 1 ? "appointment" : "appointments"} to rebook`}
        </h3>
        <Button variant="ghost" size="icon" className="size-7 shrink-0" onClick={onClose} aria-label="Dismiss">
          <X aria-hidden="true" />
        </Button>
      </div>
      {appointments.length > 0 ? (
        <ul className="space-y-1">
          {appointments.map((a) => (
            <li key={a.id}>
              <a
                className="underline underline-offset-2 hover:no-underline"
                href={appointmentsHref({ view: "day", date: localDate(new Date(a.appointmentDate), timezone), doctorId: doctor.id, hospitalId })}
              >
                {when.format(new Date(a.appointmentDate))} · {a.patientName} ({a.patientId}) · {a.status}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
