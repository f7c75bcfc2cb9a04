import { ArrowDown, ArrowUp, Minus } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { HospitalAnalytics } from "@/lib/services/hospital-analytics";

import { changeOf, formatCount, formatMinutes, formatRating, money, NO_DATA, type Change } from "./analytics-format";

function ChangeLine({ change }: { change: Change }) {
  const Icon = change.direction === "up" ? ArrowUp : change.direction === "down" ? ArrowDown : Minus;
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span>{change.text}</span>
    </p>
  );
}

function SummaryCard({ title, value, detail, change }: { title: string; value: string; detail?: string; change: Change }) {
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardDescription>
          <h2 className="text-sm font-medium">{title}</h2>
        </CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1">
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
        <ChangeLine change={change} />
      </CardContent>
    </Card>
  );
}

/** The four cards of the page, each compared with the period of equal length just before. */
export function SummaryCards({ data }: { data: HospitalAnalytics }) {
  const { summary: s, previous: p, currency } = data;
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard
        title="Total Patients"
        value={formatCount(s.totalPatients)}
        detail={`${formatCount(s.newPatients)} new in the period`}
        change={changeOf(s.totalPatients, p.totalPatients, "relative")}
      />
      <SummaryCard
        title="Revenue"
        value={money(s.revenue, currency)}
        detail={`Payments received; ${money(s.outstanding, currency)} outstanding on bills of the period`}
        change={changeOf(s.revenue, p.revenue, "relative")}
      />
      <SummaryCard
        title="Avg. Wait Time"
        value={formatMinutes(s.averageWaitMinutes)}
        detail="From the booked start to the start of the consultation"
        change={changeOf(s.averageWaitMinutes, p.averageWaitMinutes, "difference", " min")}
      />
      <SummaryCard
        title="Patient Satisfaction"
        value={s.satisfaction === null ? NO_DATA : formatRating(s.satisfaction)}
        detail={`${formatCount(s.ratings)} ${s.ratings === 1 ? "rating" : "ratings"}`}
        change={changeOf(s.satisfaction, p.satisfaction, "difference", " points")}
      />
    </section>
  );
}
