import type { Metadata } from "next";

import { CreateDepartmentDialog } from "@/components/departments/create-department-dialog";
import { DepartmentSearch } from "@/components/departments/department-search";
import { DepartmentStats } from "@/components/departments/department-stats";
import { DepartmentsTable } from "@/components/departments/departments-table";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { hospitalScope, rethrowAsPage } from "@/components/hospital/page-scope";
import { getActor } from "@/lib/auth/actor";
import { summarizeDepartments } from "@/lib/department-summary";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { listDepartments, type DepartmentListItem } from "@/lib/services/departments";
import { getHospitalOrThrow } from "@/lib/services/hospitals";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Department Management" };

type SearchParams = Promise<{ search?: string | string[]; hospitalId?: string | string[] }>;

async function load(actor: Awaited<ReturnType<typeof getActor>>, hospitalId: string, search?: string) {
  try {
    const [all, shown] = await Promise.all([
      listDepartments(actor, { hospitalId, search: undefined }),
      search ? listDepartments(actor, { hospitalId, search }) : null,
    ]);
    return { all, shown: shown ?? all, error: null };
  } catch (error) {
    // A service error explains itself; anything else is logged by Next.js and kept vague here.
    if (!(error instanceof ServiceError)) logError("[page] /departments: loading departments", error);
    const message = error instanceof ServiceError ? error.message : "Something went wrong. Please try again.";
    return { all: [] as DepartmentListItem[], shown: [] as DepartmentListItem[], error: message };
  }
}

// /departments: the hospital's departments, searchable (?search=) on the server.
export default async function DepartmentsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = await getActor();
  const hospitalId = hospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Department Management" path="/departments" />;

  // system_admin names the hospital on every call that needs one, and may name any: one that does
  // not exist is the 404 page rather than an empty list.
  const adminHospital = actor.kind === "staff" && actor.role === "system_admin" ? hospitalId : undefined;
  if (adminHospital) await getHospitalOrThrow(actor, adminHospital).catch(rethrowAsPage);

  const search = typeof params.search === "string" ? params.search.trim().slice(0, 100) : "";
  const { all, shown, error } = await load(actor, hospitalId, search || undefined);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Department Management</h1>
          <p className="text-muted-foreground">Manage the departments of {hospitalId}</p>
        </div>
        <CreateDepartmentDialog hospitalId={adminHospital} />
      </div>

      {error ? (
        <PageAlert>Error loading departments: {error}</PageAlert>
      ) : (
        <>
          {/* The figures describe the whole hospital, not just the search results. */}
          <DepartmentStats summary={summarizeDepartments(all)} />
          <DepartmentSearch />
          <DepartmentsTable departments={shown} canManage searching={Boolean(search)} hospitalId={adminHospital} />
        </>
      )}
    </div>
  );
}
