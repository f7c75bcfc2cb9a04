import type { Metadata } from "next";

import { ChartFigure } from "@/components/admin/analytics/chart-figure";
import { ConversionCard } from "@/components/admin/analytics/conversion-card";
import { MostActiveTable } from "@/components/admin/analytics/most-active-table";
import { formatCount, humanize } from "@/components/admin/format";
import { formatMonth } from "@/components/admin/payments/payment-format";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { ACTIVE_DAYS, getNetworkAnalytics, type NetworkAnalytics } from "@/lib/services/admin-analytics";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Network Analytics" };

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

// /admin/analytics: the network over the last 12 UTC months (GET /api/admin/analytics' service):
// hospitals, patients and appointments per month, the plan mix, trial-to-paid conversion and the
// most active hospitals, each computed from the data.
export default async function AdminAnalyticsPage() {
  const actor = await requireSystemAdminPage();
  let data: NetworkAnalytics | null = null;
  let error: string | null = null;
  try {
    data = await getNetworkAnalytics(actor);
  } catch (failure) {
    if (!(failure instanceof ServiceError)) logError("[page] /admin/analytics: loading", failure);
    error = failure instanceof ServiceError ? failure.message : "The analytics could not be computed. Please try again.";
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Network Analytics</h1>
        <p className="text-muted-foreground">The last 12 months (UTC), this month included</p>
      </div>
      {data ? (
        <Charts data={data} />
      ) : (
        <PageAlert>Error loading the analytics: {error}</PageAlert>
      )}
    </div>
  );
}

function Charts({ data }: { data: NetworkAnalytics }) {
  const months = data.months.map((m) => ({ ...m, label: formatMonth(m.month) }));
  const series = (key: "hospitals" | "patients" | "appointments") => months.map((m) => ({ label: m.label, value: m[key] }));
  const first = months[0]?.label ?? "";
  const last = months.at(-1);
  const totalHospitals = sum(data.planMix.map((p) => p.hospitals));
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          id="chart-hospitals"
          title="Hospitals registered"
          description="New hospitals per month"
          labelHeading="Month"
          valueLabel="Hospitals registered"
          data={series("hospitals")}
          color="#2563eb"
          empty="No hospital registered in the last 12 months."
          summary={`${formatCount(sum(series("hospitals").map((d) => d.value)))} registered since ${first}; ${formatCount(last?.hospitalsCumulative ?? 0)} hospitals on the network at the end of ${last?.label ?? "this month"}.`}
        />
        <ChartFigure
          id="chart-patients"
          title="Patients registered"
          description="New patient records per month (a patient is registered once for the whole network)"
          labelHeading="Month"
          valueLabel="Patients registered"
          data={series("patients")}
          color="#059669"
          empty="No patient registered in the last 12 months."
          summary={`${formatCount(sum(series("patients").map((d) => d.value)))} patients registered since ${first}.`}
        />
        <ChartFigure
          id="chart-appointments"
          title="Appointments"
          description="Appointments per month, by the date of the visit"
          labelHeading="Month"
          valueLabel="Appointments"
          data={series("appointments")}
          color="#d97706"
          empty="No appointment in the last 12 months."
          summary={`${formatCount(sum(series("appointments").map((d) => d.value)))} appointments dated since ${first}.`}
        />
        <ChartFigure
          id="chart-plans"
          title="Plan mix"
          description="Hospitals by subscription now"
          labelHeading="Subscription"
          valueLabel="Hospitals"
          data={data.planMix.map((p) => ({ label: humanize(p.status), value: p.hospitals }))}
          color="#7c3aed"
          empty="No hospital has registered yet."
          summary={
            totalHospitals
              ? data.planMix.map((p) => `${humanize(p.status)}: ${formatCount(p.hospitals)}`).join(" · ")
              : "No hospital has registered yet."
          }
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <ConversionCard conversion={data.conversion} since={first} />
        <div className="min-w-0 lg:col-span-2">
          <MostActiveTable rows={data.mostActive} days={ACTIVE_DAYS} />
        </div>
      </div>
    </>
  );
}
