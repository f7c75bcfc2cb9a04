import { Building2, Database, DollarSign, Repeat, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { formatBytes, formatCount, formatDateTime, humanize } from "@/components/admin/format";
import { formatMoney } from "@/components/hospital/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PLANS, SUBSCRIPTION_STATUSES } from "@/lib/db/schema/enums";
import type { AdminStats, DatabaseStatus } from "@/lib/services/admin-stats";

type FigureProps = { label: string; value: string; icon: LucideIcon; testId: string; children?: ReactNode };

/** One figure of the Overview with the lines that explain it; a list item. */
function Figure({ label, value, icon: Icon, testId, children }: FigureProps) {
  return (
    <li>
      <Card className="h-full gap-3 py-5">
        <CardContent className="space-y-2 px-4 sm:px-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
                {value}
              </p>
            </div>
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </div>
          {children ? <div className="space-y-0.5 text-sm text-muted-foreground">{children}</div> : null}
        </CardContent>
      </Card>
    </li>
  );
}

function DatabaseFigure({ status }: { status: DatabaseStatus }) {
  const { migration } = status;
  return (
    <Figure label="Database" value={status.reachable ? "Reachable" : "Unreachable"} icon={Database} testId="admin-stat-database">
      <p>Round trip: {status.roundTripMs === null ? "not measured" : `${status.roundTripMs} ms`}</p>
      <p>Size: {status.sizeBytes === null ? (status.sizeError ?? "unknown") : formatBytes(status.sizeBytes)}</p>
      {migration ? (
        <p className="break-words">
          Migration: {migration.tag ?? migration.hash.slice(0, 12)} ({migration.applied} applied)
          {migration.upToDate === false ? (
            <Badge variant="destructive" className="ml-1">
              Behind {migration.latestTag}
            </Badge>
          ) : null}
        </p>
      ) : (
        <p>Migration: {status.migrationError ?? "unknown"}</p>
      )}
    </Figure>
  );
}

/** The Overview's figures, each computed by getAdminStats from the data and a live probe. */
export function OverviewStats({ stats }: { stats: AdminStats }) {
  const otherCurrencies = stats.revenueByCurrency.filter((r) => r.currency !== stats.currency);
  const paying = PLANS.reduce((n, plan) => n + stats.payingHospitals[plan], 0);
  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3" aria-label="Network figures">
        <Figure label="Hospitals" value={formatCount(stats.totalHospitals)} icon={Building2} testId="admin-stat-hospitals">
          <p data-testid="admin-stat-active-hospitals">{formatCount(stats.activeHospitals)} active</p>
          <p>{formatCount(stats.subscriptionsEnded)} with the trial or paid period ended</p>
        </Figure>
        <Figure label="Users" value={formatCount(stats.totalUsers)} icon={Users} testId="admin-stat-users">
          <p>{formatCount(stats.usersByKind.staff)} staff accounts</p>
          <p>{formatCount(stats.usersByKind.healthWorkers)} health workers</p>
          <p>{formatCount(stats.usersByKind.patients)} patients</p>
        </Figure>
        <Figure
          label={`Revenue, ${stats.revenueMonth}`}
          value={formatMoney(stats.monthlyRevenue, stats.currency)}
          icon={DollarSign}
          testId="admin-stat-revenue"
        >
          <p>
            {formatCount(stats.paidInvoicesThisMonth)} paid invoice{stats.paidInvoicesThisMonth === 1 ? "" : "s"} this month
          </p>
          {otherCurrencies.map((r) => (
            <p key={r.currency}>
              and {formatMoney(r.amount, r.currency)} ({formatCount(r.invoices)} invoice{r.invoices === 1 ? "" : "s"})
            </p>
          ))}
        </Figure>
        <Figure label="Monthly recurring revenue" value={formatMoney(stats.mrr, stats.currency)} icon={Repeat} testId="admin-stat-mrr">
          <p>
            {formatCount(paying)} hospital{paying === 1 ? "" : "s"} in a paid period
          </p>
          <p>{PLANS.map((plan) => `${humanize(plan)} ${formatCount(stats.payingHospitals[plan])}`).join(" · ")}</p>
        </Figure>
        <DatabaseFigure status={stats.databaseStatus} />
      </ul>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Hospitals by subscription</h2>
          </CardTitle>
          <CardDescription>The stored status of every hospital, active or not</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {SUBSCRIPTION_STATUSES.map((status) => (
              <div key={status} className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">{humanize(status)}</dt>
                <dd className="text-xl font-semibold tabular-nums" data-testid={`admin-stat-status-${status}`}>
                  {formatCount(stats.hospitalsByStatus[status])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">Figures of {formatDateTime(stats.generatedAt)}.</p>
        </CardContent>
      </Card>
    </div>
  );
}
