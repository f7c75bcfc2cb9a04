"use client";

import { FilterIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useTransition, type FormEvent } from "react";

import { FilterSelect } from "@/components/staff/filter-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { APPOINTMENT_STATUS_OPTIONS, type AppointmentStatus } from "@/lib/constants/appointments";
import { isCalendarDate } from "@/lib/validation/patient-fields";

import { appointmentsHref, type CalendarFilters } from "./appointments-query";

type AppointmentsFiltersProps = {
  filters: CalendarFilters;
  doctors: { id: string; name: string }[];
};


/**
 * The calendar's date, doctor and status filters. They live in the address and the server reads
 * them; a plain GET form, so it works before the script has loaded. A choice of doctor or status
 * applies at once; a typed date waits for Apply (or Enter), since typing passes through other dates.
 */
export function AppointmentsFilters({ filters, doctors }: AppointmentsFiltersProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const submit = () => formRef.current?.requestSubmit();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? "").trim();
    const date = value("date");
    const href = appointmentsHref({
      view: filters.view,
      date: isCalendarDate(date) ? date : filters.date,
      doctorId: value("doctorId") || undefined,
      status: (value("status") || undefined) as AppointmentStatus | undefined,
      hospitalId: filters.hospitalId,
    });
    startTransition(() => router.push(href, { scroll: false }));
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Filter appointments"
      action="/appointments"
      method="get"
      onSubmit={apply}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[10rem_minmax(0,1fr)_12rem_auto] lg:items-end"
    >
      {filters.hospitalId ? <input type="hidden" name="hospitalId" value={filters.hospitalId} /> : null}
      <input type="hidden" name="view" value={filters.view} />
      <div className="grid gap-2">
        <Label htmlFor="appointments-date">Date</Label>
        <Input id="appointments-date" name="date" type="date" defaultValue={filters.date} />
      </div>
      <FilterSelect id="appointments-doctor" name="doctorId" label="Doctor" value={filters.doctorId ?? ""} onPick={submit}>
        <option value="">All doctors</option>
        {doctors.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="appointments-status" name="status" label="Status" value={filters.status ?? ""} onPick={submit}>
        <option value="">All statuses</option>
        {APPOINTMENT_STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </FilterSelect>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? <Spinner aria-hidden="true" /> : <FilterIcon aria-hidden="true" />}
        Apply
      </Button>
    </form>
  );
}
