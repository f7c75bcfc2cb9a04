import { ReceiptText, Tags } from "lucide-react";
import type { Metadata } from "next";

import { AdminPager, readPage } from "@/components/admin/admin-pager";
import { BillFilters, BILL_FILTER_FIELDS, type BillFilterValues } from "@/components/billing/bill-filters";
import { BillsTable } from "@/components/billing/bills-table";
import { withHospital } from "@/components/billing/format";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { adminHospitalId, patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { Button } from "@/components/ui/button";
import { getActor } from "@/lib/auth/actor";
import { hospitalCalendar } from "@/lib/services/appointments";
import type { BillSummary } from "@/lib/services/bill-views";
import { listBills } from "@/lib/services/bills";
import { listBillsQuerySchema } from "@/lib/validation/billing";
import { EmptyState } from "@/components/ui/empty-state";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Billing" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PAGE_SIZE = 25;

// /billing: the hospital's patient bills, newest first, filtered by status and patient (name or
// health number) and paged from the address. Its administrators and doctors read them (the
// services' BILL_READERS); system_admin names the hospital with ?hospitalId=.
export default async function BillingPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Billing" path="/billing" />;
  const named = adminHospitalId(actor, hospitalId);

  const page = readPage(params.page);
  const address = Object.fromEntries(BILL_FILTER_FIELDS.map((f) => [f, typeof params[f] === "string" ? (params[f] as string).trim() : ""])) as BillFilterValues;
  const filters = Object.fromEntries(Object.entries(address).filter(([, v]) => v));
  const query = new URLSearchParams({ ...filters, ...(named ? { hospitalId: named } : {}) });

  const calendar = await hospitalCalendar(actor, named).catch(rethrowAsPage);
  // One more row than the page tells whether there is a next page.
  const parsed = listBillsQuerySchema.safeParse({ ...filters, hospitalId: named, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  let rows: BillSummary[] = [];
  const error: string | null = parsed.success ? null : parsed.error.issues.map((i) => i.message).join(". ");
  if (parsed.success) rows = await listBills(actor, parsed.data).catch(rethrowAsPage);
  const shown = rows.slice(0, PAGE_SIZE);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Billing</h1>
          <p className="text-muted-foreground">
            Patient bills, newest first. Completing a consultation opens the patient&apos;s bill with the consultation fee. Dates are the hospital&apos;s
            ({calendar.timezone}).
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={withHospital("/billing/prices", named)}>
            <Tags aria-hidden="true" />
            Price list
          </a>
        </Button>
      </div>
      <BillFilters value={address} hospitalId={named} />
      {error ? (
        <PageAlert>{error}</PageAlert>
      ) : shown.length === 0 ? (
        <EmptyState icon={ReceiptText} title="No bills found">
          {Object.keys(filters).length
            ? "No bill matches this search. Clear it to see every bill."
            : "Bills open when a doctor completes a consultation in a department with a consultation fee on the price list."}
        </EmptyState>
      ) : (
        <>
          <BillsTable rows={shown} timeZone={calendar.timezone} hospitalId={named} />
          <AdminPager path="/billing" query={query} page={page} count={shown.length} pageSize={PAGE_SIZE} hasNext={rows.length > PAGE_SIZE} noun="bills" label="Pages of bills" />
        </>
      )}
    </div>
  );
}
