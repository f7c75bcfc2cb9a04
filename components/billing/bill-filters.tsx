import { ChevronDownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { BILL_STATUS_OPTIONS, withHospital } from "./format";

export type BillFilterValues = { status: string; search: string };
export const BILL_FILTER_FIELDS = ["status", "search"] as const;

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

/**
 * The bills list's filters: a plain GET form, so they live in the address, survive a reload, can
 * be shared and work without JavaScript; a new search starts at page 1.
 */
export function BillFilters({ value, hospitalId }: { value: BillFilterValues; hospitalId?: string }) {
  const filtered = Object.values(value).some(Boolean);
  return (
    <form method="get" action="/billing" role="search" aria-label="Filter bills" className="space-y-4 rounded-lg border bg-card p-4">
      {hospitalId ? <input type="hidden" name="hospitalId" value={hospitalId} /> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-2">
          <Label htmlFor="bill-search">Patient</Label>
          <Input id="bill-search" name="search" type="search" defaultValue={value.search} maxLength={100} placeholder="Name or health number" />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="bill-status">Status</Label>
          <div className="relative">
            <select id="bill-status" name="status" defaultValue={value.status} className={selectClassName}>
              <option value="">All statuses</option>
              {BILL_STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          </div>
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <a href={withHospital("/billing", hospitalId)}>Clear</a>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
