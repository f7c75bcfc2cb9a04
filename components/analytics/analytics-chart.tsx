import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

import type { ChartRow, ChartSeries } from "./analytics-bar-chart";
import { DataTable } from "./data-table";
import { LazyAnalyticsChart } from "./lazy-analytics-chart";

type AnalyticsChartProps = {
  id: string;
  title: string;
  description: string;
  /** The heading of the label column of the table ("Day", "Department"). */
  labelHeading: string;
  rows: ChartRow[];
  series: ChartSeries[];
  /** How a value is written in the table (money, counts). */
  format: (value: number, seriesKey: string) => string;
  /** Shown instead of the chart when every value is zero. */
  empty: string;
};

/**
 * A chart in a card: the bars (browser only) and the same figures as a table, read by screen readers
 * and printed (visually hidden on screen). No value above zero: the empty message instead.
 */
export function AnalyticsChart({ id, title, description, labelHeading, rows, series, format, empty }: AnalyticsChartProps) {
  const hasData = rows.some((r) => series.some((s) => Number(r[s.key]) > 0));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h3 id={`${id}-title`}>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={`${id}-title`} className="space-y-3">
          {hasData ? (
            <div className="print:hidden">
              <LazyAnalyticsChart data={rows} series={series} />
            </div>
          ) : (
            <p className="flex h-40 items-center justify-center rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{empty}</p>
          )}
          {hasData ? (
            <DataTable
              screenReaderOnly
              caption={title}
              columns={[labelHeading, ...series.map((s) => s.name)]}
              rows={rows.map((r, i) => ({ key: `${i}`, header: r.label, cells: series.map((s) => format(Number(r[s.key]), s.key)) }))}
            />
          ) : null}
        </figure>
      </CardContent>
    </Card>
  );
}
