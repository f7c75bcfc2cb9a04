import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";

import { AdminPager, readPage } from "@/components/admin/admin-pager";
import type { PaymentAction } from "@/components/admin/payments/payment-format";
import { PaymentStatusFilter } from "@/components/admin/payments/payment-status-filter";
import { PaymentTotals } from "@/components/admin/payments/payment-totals";
import { PaymentsTable, type PaymentRow } from "@/components/admin/payments/payments-table";
import { Button } from "@/components/ui/button";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { PAYMENT_STATUSES } from "@/lib/db/schema/enums";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { listAdminPayments, PAYMENT_TRANSITIONS, paymentSummary } from "@/lib/services/admin-payments";
import { listPaymentsQuerySchema } from "@/lib/validation/admin-payments";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Payments" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PAGE_SIZE = 50;
/** The page's actions, in the order shown. */
const ACTIONS: PaymentAction[] = ["paid", "failed", "refunded"];

const allowed = (status: string) => ACTIONS.filter((target) => PAYMENT_TRANSITIONS[target].includes(status));
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

// /admin/payments: the invoices Upgrade Now creates, with the month's totals, a status filter in the
// address, paging, the actions PAYMENT_TRANSITIONS allows, and the CSV of the current filter.
export default async function AdminPaymentsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireSystemAdminPage();
  const params = await searchParams;
  const page = readPage(params.page);
  const parsed = listPaymentsQuerySchema.safeParse({ status: one(params.status) || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const status = parsed.success ? (parsed.data.status ?? "") : "";

  let error: string | null = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid filter");
  let list: Awaited<ReturnType<typeof listAdminPayments>> = { rows: [], total: 0 };
  let summary: Awaited<ReturnType<typeof paymentSummary>> | null = null;
  try {
    [list, summary] = await Promise.all([parsed.success ? listAdminPayments(actor, parsed.data) : list, paymentSummary(actor)]);
  } catch (failure) {
    if (!(failure instanceof ServiceError)) logError("[page] /admin/payments: loading", failure);
    error = failure instanceof ServiceError ? failure.message : "The payments could not be loaded. Please try again.";
  }

  const rows: PaymentRow[] = list.rows.map((p) => ({ ...p, actions: allowed(p.status) }));
  const query = new URLSearchParams(status ? { status } : {});
  const exportHref = `/api/admin/payments/export${status ? `?${query}` : ""}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Payments</h1>
          <p className="text-muted-foreground">Invoices of the hospitals&apos; plans, newest first</p>
        </div>
        <Button asChild variant="outline">
          <a href={exportHref} download>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {summary ? <PaymentTotals summary={summary} /> : null}
      <PaymentStatusFilter status={status} statuses={PAYMENT_STATUSES} />
      {error ? (
        <PageAlert>Error loading the payments: {error}</PageAlert>
      ) : (
        <>
          <PaymentsTable rows={rows} filtered={Boolean(status)} />
          <AdminPager
            path="/admin/payments"
            query={query}
            page={page}
            count={rows.length}
            pageSize={PAGE_SIZE}
            total={list.total}
            hasNext={page * PAGE_SIZE < list.total}
            noun="invoices"
            label="Pages of invoices"
          />
        </>
      )}
    </div>
  );
}
