import { CalendarIcon, ClipboardListIcon, FileTextIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { PrintButton } from "@/components/shell/print-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PatientAppointmentItem, PatientDiagnosisItem, PatientMedicalRecordItem } from "@/lib/services/patient-records";

import { formatDay, humanize } from "./format";
import { AppointmentStatusBadge } from "./patient-badges";

// The appointments, diagnoses and medical records of /patients/{id}, newest first. Staff see
// their own hospital's; system_admin sees every hospital's, so the hospital column shows for them.

function Section({ title, count, icon: Icon, children }: { title: string; count: number; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        <CardDescription>{count === 1 ? "1 entry" : `${count} entries`}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

const th = "px-3 py-2 font-medium";
const td = "px-3 py-2 align-top";

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-b [&>tr:last-child]:border-0">{children}</tbody>
      </table>
    </div>
  );
}

const orDash = (value: string | null) => value || "—";

export function PatientAppointments({ appointments, showHospital }: { appointments: PatientAppointmentItem[]; showHospital: boolean }) {
  const head = ["Date", "Time", "Doctor", "Department", ...(showHospital ? ["Hospital"] : []), "Reason", "Status"];
  return (
    <Section title="Appointments" count={appointments.length} icon={CalendarIcon}>
      {appointments.length === 0 ? (
        <Empty>No appointments found</Empty>
      ) : (
        <Table caption="Appointments" head={head}>
          {appointments.map((a) => (
            <tr key={a.id}>
              <td className={`${td} whitespace-nowrap`}>{formatDay(a.date)}</td>
              <td className={`${td} tabular-nums`}>{a.time}</td>
              <td className={td}>{orDash(a.doctorName)}</td>
              <td className={td}>{orDash(a.department)}</td>
              {showHospital ? <td className={td}>{a.hospitalName}</td> : null}
              <td className={`${td} max-w-xs`}>{orDash(a.reason)}</td>
              <td className={td}>
                <AppointmentStatusBadge status={a.status} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

/** `patient` (name and health number) heads a diagnosis printed on its own. */
export function PatientDiagnoses({ diagnoses, patient }: { diagnoses: PatientDiagnosisItem[]; patient?: string }) {
  return (
    <Section title="Diagnoses" count={diagnoses.length} icon={ClipboardListIcon}>
      {diagnoses.length === 0 ? (
        <Empty>No diagnoses found</Empty>
      ) : (
        <ul className="grid gap-3" aria-label="Diagnoses">
          {diagnoses.map((d) => (
            <li key={d.id} id={`diagnosis-${d.id}`} className="space-y-2 rounded-md border p-4 text-sm">
              {patient ? <p className="hidden font-semibold print:block">{patient}</p> : null}
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium">{d.diagnosis}</p>
                  <p className="text-muted-foreground">
                    {formatDay(d.date)}
                    {d.doctorName ? ` · ${d.doctorName}` : ""}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={d.isConfirmed ? "default" : "outline"}>{d.isConfirmed ? "Confirmed" : "Unconfirmed"}</Badge>
                  <PrintButton target={`diagnosis-${d.id}`} what={`diagnosis of ${formatDay(d.date)}`} />
                </div>
              </div>
              <dl className="grid gap-2 sm:grid-cols-3">
                <div>
                  <dt className="text-muted-foreground">Prescription</dt>
                  <dd className="whitespace-pre-line">{orDash(d.prescription)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Treatment Plan</dt>
                  <dd className="whitespace-pre-line">{orDash(d.treatmentPlan)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Follow-up</dt>
                  <dd>{d.followUpDate ? formatDay(d.followUpDate) : "—"}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function PatientMedicalRecords({ records, showHospital }: { records: PatientMedicalRecordItem[]; showHospital: boolean }) {
  const head = ["Date", "Type", "Title", "Diagnosis", "Doctor", ...(showHospital ? ["Hospital"] : [])];
  return (
    <Section title="Medical Records" count={records.length} icon={FileTextIcon}>
      {records.length === 0 ? (
        <Empty>No medical records found</Empty>
      ) : (
        <Table caption="Medical records" head={head}>
          {records.map((r) => (
            <tr key={r.id}>
              <td className={`${td} whitespace-nowrap`}>{formatDay(r.date)}</td>
              <td className={td}>{humanize(r.recordType)}</td>
              <td className={`${td} font-medium`}>{r.title}</td>
              <td className={td}>{orDash(r.diagnosis)}</td>
              <td className={td}>{orDash(r.doctorName)}</td>
              {showHospital ? <td className={td}>{orDash(r.hospitalName)}</td> : null}
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
