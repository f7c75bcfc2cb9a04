import { EyeIcon, PencilIcon, UsersIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

import { patientName, patientPath, withHospital } from "./format";
import { PatientNameLink } from "./patient-name-link";
import { PatientAvatar } from "./patient-avatar";
import { ActiveBadge } from "./patient-badges";

/** The fields of a PatientListItem the list shows. */
export type PatientRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  bloodType: string | null;
  isActive: boolean;
};

type PatientsTableProps = {
  patients: PatientRow[];
  /** A search or filter is active: the empty state says so. */
  filtered: boolean;
  /** system_admin's hospital, kept on the View and Edit links. */
  hospitalId?: string;
};

/** The patient list of /patients: a table from the medium breakpoint, cards below it. */
export function PatientsTable({ patients, filtered, hospitalId }: PatientsTableProps) {
  if (patients.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border bg-card px-6 py-12 text-center">
        <UsersIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No patients found</p>
        <p className="text-sm text-muted-foreground">
          {filtered ? "No patients found matching your search." : "Get started by registering your first patient"}
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border bg-card md:block">
        <table className="w-full min-w-[760px] text-left text-sm">
          <caption className="sr-only">Patients</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Patient</th>
              <th scope="col" className="px-4 py-3 font-medium">Patient ID</th>
              <th scope="col" className="px-4 py-3 font-medium">Phone</th>
              <th scope="col" className="px-4 py-3 font-medium">Blood Type</th>
              <th scope="col" className="px-4 py-3 font-medium">Status</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Actions</th>
            </tr>
          </thead>
          <tbody>
            {patients.map((p) => (
              <tr key={p.id} className="border-b last:border-0" data-testid={`patient-row-${p.id}`}>
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <PatientIdentity patient={p} hospitalId={hospitalId} />
                </th>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{p.id}</td>
                <td className="px-4 py-3 whitespace-nowrap">{p.phone || "N/A"}</td>
                <td className="px-4 py-3">{p.bloodType || "N/A"}</td>
                <td className="px-4 py-3">
                  <ActiveBadge active={p.isActive} />
                </td>
                <td className="px-4 py-3">
                  <PatientActions patient={p} hospitalId={hospitalId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Patients">
        {patients.map((p) => (
          <li key={p.id} className="min-w-0 space-y-3 rounded-lg border bg-card p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <PatientIdentity patient={p} hospitalId={hospitalId} />
              <ActiveBadge active={p.isActive} />
            </div>
            <dl className="grid grid-cols-2 gap-2">
              <CardFact label="Patient ID" value={p.id} mono wide />
              <CardFact label="Phone" value={p.phone || "N/A"} />
              <CardFact label="Blood Type" value={p.bloodType || "N/A"} />
            </dl>
            <PatientActions patient={p} hospitalId={hospitalId} />
          </li>
        ))}
      </ul>
    </>
  );
}

function PatientIdentity({ patient, hospitalId }: { patient: PatientRow; hospitalId?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <PatientAvatar firstName={patient.firstName} lastName={patient.lastName} />
      <span className="min-w-0">
        <PatientNameLink patientId={patient.id} name={patientName(patient)} hospitalId={hospitalId} className="block truncate" />
        <span className="block truncate text-muted-foreground">{patient.email || "No email"}</span>
      </span>
    </span>
  );
}

function CardFact({ label, value, mono, wide }: { label: string; value: string; mono?: boolean; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={mono ? "font-mono text-xs break-all" : "break-words"}>{value}</dd>
    </div>
  );
}

function PatientActions({ patient, hospitalId }: { patient: PatientRow; hospitalId?: string }) {
  const name = patientName(patient);
  const path = patientPath(patient.id);
  return (
    <div className="flex gap-2 md:justify-end">
      <Button asChild variant="outline" size="sm" className="flex-1 md:flex-none">
        <a href={withHospital(path, hospitalId)} aria-label={`View ${name}`}>
          <EyeIcon aria-hidden="true" />
          View
        </a>
      </Button>
      <Button asChild variant="outline" size="sm" className="flex-1 md:flex-none">
        <a href={withHospital(`${path}/edit`, hospitalId)} aria-label={`Edit ${name}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </a>
      </Button>
    </div>
  );
}
