import type { Metadata } from "next";

import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { AddPatientDialog } from "@/components/patients/add-patient-dialog";
import { readPatientListAddress } from "@/components/patients/list-query";
import { PatientFilters } from "@/components/patients/patient-filters";
import { PatientPager } from "@/components/patients/patient-pager";
import { adminHospitalId, patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { PatientsTable, type PatientRow } from "@/components/patients/patients-table";
import type { StaffActor } from "@/lib/auth/actor-types";
import { getActor } from "@/lib/auth/actor";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { listDepartments } from "@/lib/services/departments";
import { getHospitalOrThrow } from "@/lib/services/hospitals";
import { listPatients } from "@/lib/services/patient-directory";
import type { ListPatientsQuery } from "@/lib/validation/patient-list";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Patient Management" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function loadPatients(actor: StaffActor, query: ListPatientsQuery) {
  try {
    return { patients: (await listPatients(actor, query)) satisfies PatientRow[], error: null };
  } catch (error) {
    // A service error explains itself; anything else is logged by Next.js and kept vague here.
    if (!(error instanceof ServiceError)) logError("[page] /patients: loading patients", error);
    const message = error instanceof ServiceError ? error.message : "Something went wrong. Please try again.";
    return { patients: [] as PatientRow[], error: message };
  }
}

/** The filter's choices: every department of the hospital, inactive ones too (old appointments). */
async function loadDepartments(actor: StaffActor, hospitalId: string | undefined) {
  try {
    const departments = await listDepartments(actor, { search: undefined, hospitalId });
    return departments.map((d) => ({ id: d.id, name: d.isActive ? d.name : `${d.name} (inactive)` }));
  } catch (error) {
    logError("[page] /patients: loading departments for the filter", error);
    return [];
  }
}

// /patients: the hospital's patients, searched and filtered on the server from the address.
export default async function PatientsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Patient Management" path="/patients" />;

  const adminHospital = adminHospitalId(actor, hospitalId);
  // system_admin may name any hospital: one that does not exist is the 404 page, not an empty list.
  if (adminHospital) await getHospitalOrThrow(actor, adminHospital).catch(rethrowAsPage);
  const address = readPatientListAddress(params, adminHospital);
  const [{ patients, error }, departments] = await Promise.all([
    loadPatients(actor, address.query),
    loadDepartments(actor, adminHospital),
  ]);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Patient Management</h1>
          <p className="text-muted-foreground">Search, register and update the patients of {hospitalId}</p>
        </div>
        <AddPatientDialog hospitalId={adminHospital} />
      </div>

      {/* Remounted when the address changes, so Back and Forward show the filters of that page. */}
      <PatientFilters key={address.base.toString()} values={address.filters} departments={departments} hospitalId={adminHospital} />

      {error ? (
        <PageAlert>Error loading patients: {error}</PageAlert>
      ) : (
        <>
          <PatientsTable patients={patients} filtered={address.filtered || address.offset > 0} hospitalId={adminHospital} />
          <PatientPager query={address.base} offset={address.offset} limit={address.query.limit} count={patients.length} />
        </>
      )}
    </div>
  );
}
