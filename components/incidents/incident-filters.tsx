import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { INCIDENT_CATEGORY_OPTIONS, INCIDENT_HARM_OPTIONS, INCIDENT_STATUS_LABELS } from "@/lib/validation/incident";

import { withHospital } from "./format";

/** The filters as written in the address (blank when absent). */
export type IncidentFilterValues = { status: string; harmLevel: string; category: string; from: string; to: string };
export const INCIDENT_FILTER_FIELDS = ["status", "harmLevel", "category", "from", "to"] as const;

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

/**
 * The list's filters: a plain GET form, so every filter lives in the address, survives a reload,
 * can be shared and works without JavaScript; a new search starts at page 1.
 */
export function IncidentFilters({ value, hospitalId }: { value: IncidentFilterValues; hospitalId?: string }) {
  const filtered = Object.values(value).some(Boolean);
  return (
    <form method="get" action="/incidents" role="search" aria-label="Filter incidents" className="space-y-4 rounded-lg border bg-card p-4">
      {hospitalId ? <input type="hidden" name="hospitalId" value={hospitalId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Choice id="incident-status" name="status" label="Status" value={value.status} all="All statuses">
          {Object.entries(INCIDENT_STATUS_LABELS).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </Choice>
        <Choice id="incident-harm" name="harmLevel" label="Harm level" value={value.harmLevel} all="All harm levels">
          {INCIDENT_HARM_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Choice>
        <Choice id="incident-category" name="category" label="Category" value={value.category} all="All categories">
          {INCIDENT_CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Choice>
        <div className="grid content-start gap-2">
          <Label htmlFor="incident-from">From</Label>
          <Input id="incident-from" name="from" type="date" defaultValue={value.from} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="incident-to">To</Label>
          <Input id="incident-to" name="to" type="date" defaultValue={value.to} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <a href={withHospital("/incidents", hospitalId)}>Clear</a>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Choice({ id, name, label, value, all, children }: { id: string; name: string; label: string; value: string; all: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select id={id} name={name} defaultValue={value} className={selectClassName}>
          <option value="">{all}</option>
          {children}
        </select>
        <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </div>
  );
}
