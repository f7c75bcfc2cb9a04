import { ShieldAlert, TriangleAlert } from "lucide-react";
import type { Metadata } from "next";

import { AdminPager, readPage } from "@/components/admin/admin-pager";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { withHospital } from "@/components/incidents/format";
import { INCIDENT_FILTER_FIELDS, IncidentFilters, type IncidentFilterValues } from "@/components/incidents/incident-filters";
import { IncidentsTable } from "@/components/incidents/incidents-table";
import { adminHospitalId, patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { Button } from "@/components/ui/button";
import { getActor } from "@/lib/auth/actor";
import { hospitalCalendar } from "@/lib/services/appointments";
import { listIncidents, type IncidentView } from "@/lib/services/incidents";
import { listIncidentsQuerySchema } from "@/lib/validation/incident";
import { EmptyState } from "@/components/ui/empty-state";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Incidents" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PAGE_SIZE = 25;

// /incidents: patient-safety incidents, newest first, filtered and paged from the address. The
// hospital's administrators see all of the hospital's; a doctor sees the incidents they reported.
// Everyone who may open the page may report one.
export default async function IncidentsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Incidents" path="/incidents" />;
  const named = adminHospitalId(actor, hospitalId);

  const page = readPage(params.page);
  const address = Object.fromEntries(
    INCIDENT_FILTER_FIELDS.map((f) => [f, typeof params[f] === "string" ? (params[f] as string).trim() : ""]),
  ) as IncidentFilterValues;
  const filters = Object.fromEntries(Object.entries(address).filter(([, v]) => v));
  const query = new URLSearchParams({ ...filters, ...(named ? { hospitalId: named } : {}) });

  const calendar = await hospitalCalendar(actor, named).catch(rethrowAsPage);
  // One more row than the page tells whether there is a next page.
  const parsed = listIncidentsQuerySchema.safeParse({ ...filters, hospitalId: named, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  let rows: IncidentView[] = [];
  const error: string | null = parsed.success ? null : parsed.error.issues.map((i) => i.message).join(". ");
  if (parsed.success) rows = await listIncidents(actor, parsed.data).catch(rethrowAsPage);
  const shown = rows.slice(0, PAGE_SIZE);
  const admin = actor.role !== "doctor";

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Incidents</h1>
          <p className="text-muted-foreground">
            {admin
              ? "Patient-safety incidents reported at the hospital, newest first. Open one to follow it up."
              : "The patient-safety incidents you reported, newest first."}{" "}
            Times are the hospital&apos;s local time ({calendar.timezone}).
          </p>
        </div>
        <Button asChild>
          <a href={withHospital("/incidents/new", named)}>
            <TriangleAlert aria-hidden="true" />
            Report an incident
          </a>
        </Button>
      </div>
      <IncidentFilters value={address} hospitalId={named} />
      {error ? (
        <PageAlert>{error}</PageAlert>
      ) : shown.length === 0 ? (
        <EmptyState icon={ShieldAlert} title="No incidents found">
          {Object.keys(filters).length
            ? "No incident matches these filters. Clear them to see every incident."
            : "When something goes wrong, or nearly does, report it: reports help the hospital make care safer."}
        </EmptyState>
      ) : (
        <>
          <IncidentsTable rows={shown} timeZone={calendar.timezone} hospitalId={named} />
          <AdminPager
            path="/incidents"
            query={query}
            page={page}
            count={shown.length}
            pageSize={PAGE_SIZE}
            hasNext={rows.length > PAGE_SIZE}
            noun="incidents"
            label="Pages of incidents"
          />
        </>
      )}
    </div>
  );
}
