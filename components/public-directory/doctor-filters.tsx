import { ChevronDownIcon, SearchIcon } from "lucide-react";
import Form from "next/form";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PublicHospital } from "@/lib/services/public-hospitals";
import { DIRECTORY_SPECIALIZATIONS } from "@/lib/validation/public-directory";

import type { FilterKey } from "./directory-address";
import { DIRECTORY_PATH } from "./format";

// The directory's filters: a GET form, so that the state lives in the URL, the page is rendered on
// the server, and it works without JavaScript (next/form navigates client-side when it can).

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

export const AVAILABILITY_OPTIONS = [
  { value: "", label: "Any" },
  { value: "today", label: "Today" },
  { value: "week", label: "This week" },
  { value: "month", label: "This month" },
] as const;

function NativeSelect({ id, name, label, value, children }: { id: string; name: string; label: string; value: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select id={id} name={name} defaultValue={value} className={selectClassName}>
          {children}
        </select>
        <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </div>
  );
}

function TextFilter({ id, name, label, value, placeholder, maxLength, list }: { id: string; name: string; label: string; value: string; placeholder: string; maxLength: number; list?: string }) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} defaultValue={value} placeholder={placeholder} maxLength={maxLength} list={list} autoComplete="off" />
    </div>
  );
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));

type Props = { values: Record<FilterKey, string>; hospitals: PublicHospital[] };

export function DoctorFilters({ values, hospitals }: Props) {
  // A hospital named in the address but not among the active ones keeps its option, so that the
  // form shows what was asked (the search then finds no doctor).
  const unknownHospital = values.hospitalId && !hospitals.some((h) => h.id === values.hospitalId);
  return (
    <Form action={DIRECTORY_PATH} role="search" aria-label="Search doctors" className="rounded-lg border bg-card p-4 shadow-xs">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid min-w-0 gap-2 sm:col-span-2">
          <Label htmlFor="doctor-search">Doctor&apos;s name</Label>
          <div className="relative">
            <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id="doctor-search" name="search" type="search" defaultValue={values.search} placeholder="e.g. Sarah Namubiru" className="pl-9" maxLength={100} />
          </div>
        </div>
        <NativeSelect id="doctor-specialization" name="specialization" label="Specialization" value={values.specialization}>
          <option value="">All specializations</option>
          {DIRECTORY_SPECIALIZATIONS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect id="doctor-availability" name="availability" label="Availability" value={values.availability}>
          {AVAILABILITY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect id="doctor-hospital" name="hospitalId" label="Hospital" value={values.hospitalId}>
          <option value="">All hospitals</option>
          {unknownHospital ? <option value={values.hospitalId}>{values.hospitalId}</option> : null}
          {hospitals.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name} ({h.city})
            </option>
          ))}
        </NativeSelect>
        <TextFilter id="doctor-city" name="city" label="City" value={values.city} placeholder="e.g. Kampala" maxLength={100} list="doctor-city-options" />
        <TextFilter id="doctor-country" name="country" label="Country" value={values.country} placeholder="e.g. Uganda" maxLength={100} list="doctor-country-options" />
        <TextFilter id="doctor-language" name="language" label="Language" value={values.language} placeholder="e.g. Luganda" maxLength={60} />
      </div>
      <datalist id="doctor-city-options">
        {distinct(hospitals.map((h) => h.city)).map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <datalist id="doctor-country-options">
        {distinct(hospitals.map((h) => h.country)).map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost" className="w-full sm:w-auto">
          <a href={DIRECTORY_PATH}>Clear filters</a>
        </Button>
        <Button type="submit" className="w-full sm:w-auto">
          <SearchIcon aria-hidden="true" />
          Find doctors
        </Button>
      </div>
    </Form>
  );
}
