import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { minorDigits } from "@/lib/money";
import type { HospitalAnalytics } from "@/lib/services/hospital-analytics";

import { AnalyticsChart } from "./analytics-chart";
import {
  formatCount,
  formatDay,
  formatMinutes,
  formatMonthKey,
  formatRating,
  formatShare,
  humanizeMethod,
  humanizeStatus,
  money,
} from "./analytics-format";
import { DataTable } from "./data-table";

// The four panels of the analytics tabs, rendered on the server from GET /api/analytics' figures.

const BLUE = "#2563eb";
const GREEN = "#059669";
const AMBER = "#d97706";

/** Charts take money in major units (a readable axis); tables write it exactly from minor units. */
function moneyScale(currency: string) {
  const factor = 10 ** minorDigits(currency);
  return { toChart: (minor: number) => minor / factor, write: (major: number) => money(Math.round(major * factor), currency) };
}

function Empty({ children }: { children: string }) {
  return <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

function TableCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function OverviewPanel({ data }: { data: HospitalAnalytics }) {
  const { summary, currency } = data;
  const scale = moneyScale(currency);
  const per = data.granularity === "week" ? "Week from" : "Day";
  const label = (date: string) => formatDay(date);
  const series = data.series.map((p) => ({
    label: label(p.date),
    appointments: p.appointments,
    completed: p.completed,
    newPatients: p.newPatients,
    revenue: scale.toChart(p.revenue),
  }));
  const unit = data.granularity === "week" ? "per week (7 days from the first day of the period)" : "per day";
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <AnalyticsChart
          id="chart-appointments"
          title="Appointments"
          description={`Appointments dated in the period and those completed, ${unit}`}
          labelHeading={per}
          rows={series}
          series={[
            { key: "appointments", name: "Appointments", color: BLUE },
            { key: "completed", name: "Completed", color: GREEN },
          ]}
          format={(v) => formatCount(v)}
          empty="No appointment in this period."
        />
        <AnalyticsChart
          id="chart-new-patients"
          title="New patients"
          description={`Patients registered at or linked to the hospital, ${unit}`}
          labelHeading={per}
          rows={series}
          series={[{ key: "newPatients", name: "New patients", color: AMBER }]}
          format={(v) => formatCount(v)}
          empty="No new patient in this period."
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TableCard title="Appointments by status" description="Every appointment dated in the period, by its status now">
          {summary.appointments === 0 ? (
            <Empty>No appointment in this period.</Empty>
          ) : (
            <DataTable
              caption="Appointments by status"
              columns={["Status", "Appointments"]}
              rows={data.appointmentsByStatus.map((s) => ({ key: s.status, header: humanizeStatus(s.status), cells: [formatCount(s.count)] }))}
            />
          )}
        </TableCard>
        <TableCard title="Rates" description="Shares of the period's appointments">
          <dl className="grid grid-cols-3 gap-4 text-center">
            {[
              ["Completion", data.rates.completion],
              ["Cancellation", data.rates.cancellation],
              ["Rejection", data.rates.rejection],
            ].map(([name, value]) => (
              <div key={name as string} className="rounded-md border p-3">
                <dt className="text-xs text-muted-foreground">{name}</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatShare(value as number | null)}</dd>
              </div>
            ))}
          </dl>
        </TableCard>
      </div>
    </>
  );
}

export function DepartmentsPanel({ data }: { data: HospitalAnalytics }) {
  if (data.byDepartment.length === 0) return <Empty>This hospital has no department.</Empty>;
  return (
    <>
      <AnalyticsChart
        id="chart-departments"
        title="Appointments per department"
        description="Appointments dated in the period and those completed"
        labelHeading="Department"
        rows={data.byDepartment.map((d) => ({ label: d.name, appointments: d.appointments, completed: d.completed }))}
        series={[
          { key: "appointments", name: "Appointments", color: BLUE },
          { key: "completed", name: "Completed", color: GREEN },
        ]}
        format={(v) => formatCount(v)}
        empty="No appointment in this period."
      />
      <TableCard title="Departments" description="The period's figures per department; staff are the active doctors and health workers now">
        <DataTable
          caption="Figures per department"
          columns={["Department", "Appointments", "Completed", "Avg. wait", "Revenue", "Staff", "Rating"]}
          rows={data.byDepartment.map((d) => ({
            key: d.departmentId,
            header: d.isActive ? d.name : `${d.name} (inactive)`,
            cells: [
              formatCount(d.appointments),
              formatCount(d.completed),
              formatMinutes(d.averageWaitMinutes),
              money(d.revenue, data.currency),
              formatCount(d.staffCount),
              d.rating === null ? "No data" : `${formatRating(d.rating)} (${formatCount(d.ratings)})`,
            ],
          }))}
        />
      </TableCard>
    </>
  );
}

export function DoctorsPanel({ data }: { data: HospitalAnalytics }) {
  if (data.byDoctor.length === 0) return <Empty>This hospital has no doctor.</Empty>;
  return (
    <>
      <AnalyticsChart
        id="chart-doctors"
        title="Consultations per doctor"
        description="Appointments dated in the period and completed consultations"
        labelHeading="Doctor"
        rows={data.byDoctor.map((d) => ({ label: d.name, appointments: d.appointments, completed: d.completed }))}
        series={[
          { key: "appointments", name: "Appointments", color: BLUE },
          { key: "completed", name: "Completed", color: GREEN },
        ]}
        format={(v) => formatCount(v)}
        empty="No appointment in this period."
      />
      <TableCard
        title="Doctors"
        description="Acceptance rate: requests accepted of those the doctor answered; response time: from the request to the answer"
      >
        <DataTable
          caption="Figures per doctor"
          columns={["Doctor", "Department", "Appointments", "Completed", "Acceptance rate", "Avg. response time", "Rating"]}
          rows={data.byDoctor.map((d) => ({
            key: d.doctorId,
            header: d.isActive ? d.name : `${d.name} (inactive)`,
            cells: [
              d.departmentName ?? "None",
              formatCount(d.appointments),
              formatCount(d.completed),
              d.acceptanceRate === null ? "No data" : `${formatShare(d.acceptanceRate)} of ${formatCount(d.responded)}`,
              formatMinutes(d.averageResponseMinutes),
              d.rating === null ? "No data" : `${formatRating(d.rating)} (${formatCount(d.ratings)})`,
            ],
          }))}
        />
      </TableCard>
    </>
  );
}

export function FinancialPanel({ data }: { data: HospitalAnalytics }) {
  const { summary, currency, financial } = data;
  const scale = moneyScale(currency);
  const write = (minor: number) => money(minor, currency);
  const label = (date: string) => formatDay(date);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          ["Revenue (payments received)", summary.revenue],
          ["Billed (bills opened in the period)", summary.billed],
          ["Outstanding on those bills", summary.outstanding],
        ].map(([name, value]) => (
          <div key={name as string} className="rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{name}</dt>
            <dd className="text-xl font-semibold tabular-nums">{write(value as number)}</dd>
          </div>
        ))}
      </dl>
      <AnalyticsChart
        id="chart-revenue"
        title="Revenue"
        description={`Payments received (voided ones excluded), ${data.granularity === "week" ? "per week" : "per day"}, in ${currency}`}
        labelHeading={data.granularity === "week" ? "Week from" : "Day"}
        rows={data.series.map((p) => ({ label: label(p.date), revenue: scale.toChart(p.revenue) }))}
        series={[{ key: "revenue", name: "Revenue", color: GREEN }]}
        format={(v) => scale.write(v)}
        empty="No payment received in this period."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TableCard title="By department" description="Revenue by the department of the bill; billed and outstanding of the bills opened in the period">
          {financial.byDepartment.length === 0 ? (
            <Empty>No bill or payment in this period.</Empty>
          ) : (
            <DataTable
              caption="Financial figures per department"
              columns={["Department", "Revenue", "Billed", "Outstanding"]}
              rows={financial.byDepartment.map((f) => ({ key: f.departmentId ?? "none", header: f.name, cells: [write(f.revenue), write(f.billed), write(f.outstanding)] }))}
            />
          )}
        </TableCard>
        <TableCard title="By payment method" description="Payments received in the period">
          {financial.byMethod.every((m) => m.payments === 0) ? (
            <Empty>No payment received in this period.</Empty>
          ) : (
            <DataTable
              caption="Payments per method"
              columns={["Method", "Payments", "Amount"]}
              rows={financial.byMethod.map((m) => ({ key: m.method, header: humanizeMethod(m.method), cells: [formatCount(m.payments), write(m.amount)] }))}
            />
          )}
        </TableCard>
      </div>
      <TableCard title="Per month" description="Calendar months in the hospital's time zone">
        {financial.byMonth.length === 0 ? (
          <Empty>No bill or payment in this period.</Empty>
        ) : (
          <DataTable
            caption="Financial figures per month"
            columns={["Month", "Revenue", "Billed", "Outstanding"]}
            rows={financial.byMonth.map((m) => ({ key: m.month, header: formatMonthKey(m.month), cells: [write(m.revenue), write(m.billed), write(m.outstanding)] }))}
          />
        )}
      </TableCard>
    </>
  );
}
