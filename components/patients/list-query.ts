import { listPatientsQuerySchema, type ListPatientsQuery } from "@/lib/validation/patient-list";

import type { PatientFilterValues } from "./patient-filters";

// The address of /patients (?search=&departmentId=&status=&offset=, and system_admin's
// ?hospitalId=) read into the list query. A hand-edited value never breaks the page: an unknown
// status or a bad offset is simply ignored.

/** The specification's page size (section 9). */
export const PATIENT_PAGE_SIZE = 50;
const MAX_OFFSET = 1_000_000;

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export type PatientListAddress = {
  filters: PatientFilterValues;
  offset: number;
  query: ListPatientsQuery;
  /** The filters as a query string without the offset, for the pager's links. */
  base: URLSearchParams;
  filtered: boolean;
};

export function readPatientListAddress(params: Params, adminHospitalId: string | undefined): PatientListAddress {
  const search = first(params.search).trim().slice(0, 100);
  const status = ["active", "inactive"].includes(first(params.status)) ? first(params.status) : "";
  const departmentId = first(params.departmentId).trim().slice(0, 50);
  const department = departmentId === "all" ? "" : departmentId;
  const rawOffset = Number.parseInt(first(params.offset), 10);
  const offset = Number.isFinite(rawOffset) && rawOffset > 0 ? Math.min(rawOffset, MAX_OFFSET) : 0;

  const query = listPatientsQuerySchema.parse({
    search,
    status,
    departmentId: department,
    hospitalId: adminHospitalId,
    limit: PATIENT_PAGE_SIZE,
    offset,
  });
  const base = new URLSearchParams();
  if (adminHospitalId) base.set("hospitalId", adminHospitalId);
  if (search) base.set("search", search);
  if (department) base.set("departmentId", department);
  if (status) base.set("status", status);

  return {
    filters: { search, departmentId: department, status },
    offset,
    query,
    base,
    filtered: Boolean(search || department || status),
  };
}
