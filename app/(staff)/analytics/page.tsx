import { Download } from "lucide-react";
import type { Metadata } from "next";

import { AnalyticsTabs } from "@/components/analytics/analytics-tabs";
import { DepartmentsPanel, DoctorsPanel, FinancialPanel, OverviewPanel } from "@/components/analytics/analytics-panels";
import { analyticsHref, PeriodPicker } from "@/components/analytics/period-picker";
import { SummaryCards } from "@/components/analytics/summary-cards";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { hospitalScope, rethrowAsPage } from "@/components/hospital/page-scope";
import { ReportsPanel } from "@/components/hospital/reports-panel";
import { buttonVariants } from "@/components/ui/button";
import { getActor } from "@/lib/auth/actor";
import { ServiceError } from "@/lib/errors";
import { getHospitalAnalytics, type HospitalAnalytics } from "@/lib/services/hospital-analytics";
import { localDate } from "@/lib/time";
import { analyticsQuerySchema } from "@/lib/validation/analytics";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Analytics" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// /analytics: the hospital's figures over a period held in the address (?from&to, local days of the
// hospital, this month by default), from GET /api/analytics' service. hospital_admin sees their own
// hospital; system_admin names one with ?hospitalId=. A period the service refuses is explained and
// this month is shown instead.
export default async function AnalyticsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await getActor();
  const params = await searchParams;
  const hospitalId = hospitalScope(actor, first(params.hospitalId));
  if (!hospitalId) return <ChooseHospitalNotice title="Analytics" path="/analytics" />;
  const adminHospitalId = actor.kind === "staff" && actor.role === "system_admin" ? hospitalId : undefined;

  let refused: string | null = null;
  let data: HospitalAnalytics;
  const parsed = analyticsQuerySchema.safeParse({ from: first(params.from), to: first(params.to) });
  try {
    if (parsed.success) {
      data = await getHospitalAnalytics(actor, { ...parsed.data, hospitalId });
    } else {
      refused = parsed.error.issues[0]?.message ?? "The period is not valid";
      data = await getHospitalAnalytics(actor, { hospitalId });
    }
  } catch (failure) {
    if (!(failure instanceof ServiceError) || failure.status !== 400) rethrowAsPage(failure);
    refused = failure.message;
    data = await getHospitalAnalytics(actor, { hospitalId }).catch(rethrowAsPage);
  }

  const today = localDate(new Date(), data.timezone);
  const exportHref = analyticsHref("/api/analytics/export", data, adminHospitalId);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Analytics</h1>
          <p className="text-muted-foreground">
            Compared with {data.previousPeriod.from} – {data.previousPeriod.to}, the period of equal length just before. Days in the hospital&apos;s
            time zone ({data.timezone}); money in {data.currency}.
          </p>
        </div>
        <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>
      {refused ? (
        <PageAlert>{refused}. Showing this month instead.</PageAlert>
      ) : null}
      <PeriodPicker from={data.from} to={data.to} today={today} hospitalId={adminHospitalId} />
      <SummaryCards data={data} />
      <AnalyticsTabs
        panels={{
          overview: <OverviewPanel data={data} />,
          departments: <DepartmentsPanel data={data} />,
          doctors: <DoctorsPanel data={data} />,
          financial: <FinancialPanel data={data} />,
        }}
      />
      <ReportsPanel />
    </div>
  );
}
