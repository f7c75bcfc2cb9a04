import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { NetworkAnalytics } from "@/lib/services/admin-analytics";

import { formatCount } from "../format";

/** Trial-to-paid conversion as a figure, with its definition spelled out. */
export function ConversionCard({ conversion, since }: { conversion: NetworkAnalytics["conversion"]; since: string }) {
  const { registered, converted, rate } = conversion;
  const percent = rate === null ? null : (rate * 100).toLocaleString("en-US", { maximumFractionDigits: 1 });
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>Trial-to-paid conversion</h2>
        </CardTitle>
        <CardDescription>Hospitals registered since {since} that have paid at least one invoice</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-4xl font-bold tabular-nums">{percent === null ? "—" : `${percent}%`}</p>
        <p className="text-sm text-muted-foreground">
          {registered === 0
            ? "No hospital has registered in the last 12 months."
            : `${formatCount(converted)} of ${formatCount(registered)} hospital${registered === 1 ? "" : "s"} registered in the last 12 months (each starts on a trial) have had an invoice marked paid; a later refund still counts as converted.`}
        </p>
      </CardContent>
    </Card>
  );
}
