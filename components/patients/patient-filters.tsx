"use client";

import { SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useTransition, type FormEvent } from "react";

import { FilterSelect } from "@/components/staff/filter-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";

export type PatientFilterValues = { search: string; departmentId: string; status: string };

type PatientFiltersProps = {
  values: PatientFilterValues;
  departments: { id: string; name: string }[];
  /** system_admin's hospital, kept in the address. */
  hospitalId?: string;
};


/**
 * The search box and filters of /patients. They live in the address (?search=&departmentId=&status=)
 * and the server filters, so a search survives a reload and can be shared. A plain GET form, so
 * it also works before the page's script has loaded; a change of filter starts from page one.
 */
export function PatientFilters({ values, departments, hospitalId }: PatientFiltersProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ["hospitalId", "search", "departmentId", "status"]) {
      const value = String(data.get(key) ?? "").trim();
      if (value && value !== "all") next.set(key, value);
    }
    const query = next.toString();
    startTransition(() => router.push(query ? `/patients?${query}` : "/patients", { scroll: false }));
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Search patients"
      action="/patients"
      method="get"
      onSubmit={apply}
      className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] md:items-end"
    >
      {hospitalId ? <input type="hidden" name="hospitalId" value={hospitalId} /> : null}
      <div className="grid gap-2">
        <Label htmlFor="patient-search">Search</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="patient-search"
            name="search"
            type="search"
            placeholder="Patient name or ID"
            defaultValue={values.search}
            maxLength={100}
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <FilterSelect id="patient-department" name="departmentId" label="Department" value={values.departmentId || "all"} onPick={() => formRef.current?.requestSubmit()}>
        <option value="all">All departments</option>
        {departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="patient-status" name="status" label="Status" value={values.status || "all"} onPick={() => formRef.current?.requestSubmit()}>
        <option value="all">All statuses</option>
        <option value="active">Active</option>
        <option value="inactive">Inactive</option>
      </FilterSelect>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? <Spinner aria-hidden="true" /> : <SearchIcon aria-hidden="true" />}
        Search
      </Button>
    </form>
  );
}
