import type { Metadata } from "next";

import { AdminPager, readPage } from "@/components/admin/admin-pager";
import { HospitalsTable } from "@/components/admin/hospitals-table";
import { AdminListFilters } from "@/components/admin/list-filters";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { listAdminHospitals, type AdminHospitalPage } from "@/lib/services/admin-hospitals";
import { adminHospitalsQuerySchema } from "@/lib/validation/admin-hospitals";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Hospitals" };

const PAGE_SIZE = 20;
const PATH = "/admin/hospitals";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /admin/hospitals: every hospital of the network, searched by name, ID or city (?search=) and
// paged (?page=); the service of GET /api/admin/hospitals, with its X-Total-Count as `total`.
export default async function AdminHospitalsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireSystemAdminPage();
  const params = await searchParams;
  const search = typeof params.search === "string" ? params.search : "";
  const page = readPage(params.page);

  let result: AdminHospitalPage = { rows: [], total: 0 };
  let error: string | null = null;
  const parsed = adminHospitalsQuerySchema.safeParse({ search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  if (!parsed.success) {
    error = parsed.error.issues[0]?.message ?? "Invalid search";
  } else {
    try {
      result = await listAdminHospitals(actor, parsed.data);
    } catch (failure) {
      if (!(failure instanceof ServiceError)) logError("[page] /admin/hospitals: loading hospitals", failure);
      error = failure instanceof ServiceError ? failure.message : "Something went wrong. Please try again.";
    }
  }
  const query = new URLSearchParams(parsed.success && parsed.data.search ? { search: parsed.data.search } : {});
  const searching = query.has("search");
  const counted = `${result.total} hospital${result.total === 1 ? "" : "s"}`;
  const summary = searching ? `${counted} ${result.total === 1 ? "matches" : "match"} this search` : `${counted} on the network`;
  const empty = searching ? "No hospital matches this search." : page > 1 ? "No hospitals on this page." : "No hospitals have registered yet.";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Hospitals</h1>
        <p className="text-muted-foreground">
          {error ? "Every hospital of the network" : summary}
        </p>
      </div>
      <AdminListFilters action={PATH} search={search} searchLabel="Search hospitals" placeholder="Name, hospital ID or city" />
      {error ? (
        <PageAlert>Error loading hospitals: {error}</PageAlert>
      ) : (
        <>
          <HospitalsTable rows={result.rows} emptyMessage={empty} />
          <AdminPager
            path={PATH}
            query={query}
            page={page}
            count={result.rows.length}
            pageSize={PAGE_SIZE}
            total={result.total}
            hasNext={page * PAGE_SIZE < result.total}
            noun="hospitals"
            label="Hospital list pages"
          />
        </>
      )}
    </div>
  );
}
