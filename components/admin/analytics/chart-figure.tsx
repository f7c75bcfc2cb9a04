import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

import { formatCount } from "../format";
import type { BarDatum } from "./bar-chart";
import { LazyBarChart } from "./lazy-bar-chart";

type ChartFigureProps = {
  id: string;
  title: string;
  description: string;
  /** The column heading of the values in the text alternative ("Hospitals registered"). */
  valueLabel: string;
  /** The column heading of the labels ("Month"). */
  labelHeading: string;
  data: BarDatum[];
  color: string;
  /** Shown instead of the chart when every value is zero. */
  empty: string;
  /** A sentence under the chart (totals, what is counted). */
  summary: string;
};

/**
 * A chart in a card: the bars (client side) and, for screen readers, the same figures as a
 * visually hidden table, with a visible caption that sums them up. No data: the empty message.
 */
export function ChartFigure({ id, title, description, valueLabel, labelHeading, data, color, empty, summary }: ChartFigureProps) {
  const hasData = data.some((d) => d.value > 0);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-title`}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={`${id}-title`} className="space-y-3">
          {hasData ? (
            <LazyBarChart data={data} color={color} name={valueLabel} />
          ) : (
            <p className="flex h-60 items-center justify-center rounded-md border border-dashed text-center text-sm text-muted-foreground">{empty}</p>
          )}
          <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label}>
                  <th scope="row">{d.label}</th>
                  <td>{formatCount(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </CardContent>
    </Card>
  );
}
