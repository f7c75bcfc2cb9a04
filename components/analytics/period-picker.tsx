import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addDays } from "@/lib/time";
import { cn } from "@/lib/utils";

import { formatDay } from "./analytics-format";

export type Preset = { key: string; label: string; from: string; to: string };

/** The presets of the picker, from the hospital's local today. */
export function periodPresets(today: string): Preset[] {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { key: "this-month", label: "This month", from: monthStart, to: today },
    { key: "last-month", label: "Last month", from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
    { key: "last-30-days", label: "Last 30 days", from: addDays(today, -29), to: today },
    { key: "this-year", label: "This year", from: `${today.slice(0, 4)}-01-01`, to: today },
  ];
}

/** `/analytics?from&to` (and system_admin's hospitalId). */
export function analyticsHref(path: string, period: { from: string; to: string }, hospitalId?: string): string {
  const params = new URLSearchParams({ from: period.from, to: period.to });
  if (hospitalId) params.set("hospitalId", hospitalId);
  return `${path}?${params}`;
}

/**
 * The period, held in the address: preset links and a custom range form (a plain GET form, so it
 * works without JavaScript). `hospitalId` is carried for system_admin.
 */
export function PeriodPicker({ from, to, today, hospitalId }: { from: string; to: string; today: string; hospitalId?: string }) {
  const presets = periodPresets(today);
  return (
    <section aria-labelledby="period-title" className="space-y-3 rounded-lg border p-4 print:hidden">
      <h2 id="period-title" className="text-sm font-medium">
        Period: {formatDay(from)} – {formatDay(to)}
      </h2>
      <nav aria-label="Period presets">
        <ul className="flex flex-wrap gap-2">
          {presets.map((p) => {
            const active = p.from === from && p.to === to;
            return (
              <li key={p.key}>
                <a
                  href={analyticsHref("/analytics", p, hospitalId)}
                  aria-current={active ? "true" : undefined}
                  data-preset={p.key}
                  className={cn(buttonVariants({ variant: active ? "default" : "outline", size: "sm" }))}
                >
                  {p.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <form method="get" action="/analytics" className="flex flex-wrap items-end gap-3" aria-label="Custom period">
        {hospitalId ? <input type="hidden" name="hospitalId" value={hospitalId} /> : null}
        <div className="grid gap-1">
          <Label htmlFor="analytics-from">From</Label>
          <Input id="analytics-from" name="from" type="date" defaultValue={from} required className="w-44" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="analytics-to">To</Label>
          <Input id="analytics-to" name="to" type="date" defaultValue={to} required className="w-44" />
        </div>
        <button type="submit" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          Apply
        </button>
      </form>
    </section>
  );
}
