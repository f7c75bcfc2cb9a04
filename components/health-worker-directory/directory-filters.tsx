import { ChevronDownIcon, SearchIcon } from "lucide-react";
import Form from "next/form";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ALL_ROLE_OPTIONS } from "@/lib/constants/health-worker-roles";
import type { DirectoryQuery } from "@/lib/validation/health-worker-public";

// The directory's search and filters: a GET form, so that the state lives in the URL, the page is
// rendered on the server, and it works without JavaScript (next/form navigates client-side when it can).

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

const EXPERIENCE_OPTIONS = [1, 2, 3, 5, 10, 15, 20];

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

export function DirectoryFilters({ query }: { query: DirectoryQuery }) {
  return (
    <Form action="/health-worker-directory" role="search" aria-label="Search health workers" className="rounded-lg border bg-card p-4 shadow-xs">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="grid min-w-0 gap-2 sm:col-span-2">
          <Label htmlFor="directory-search">Search</Label>
          <div className="relative">
            <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="directory-search"
              name="search"
              type="search"
              defaultValue={query.search ?? ""}
              placeholder="Name, role, specialization or skill"
              className="pl-9"
              maxLength={100}
            />
          </div>
        </div>
        <NativeSelect id="directory-role" name="role" label="Role" value={query.role ?? ""}>
          <option value="">All roles</option>
          {ALL_ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="directory-language">Language</Label>
          <Input id="directory-language" name="language" defaultValue={query.language ?? ""} placeholder="e.g. Swahili" maxLength={60} />
        </div>
        <NativeSelect id="directory-available" name="available" label="Availability" value={query.available ? "true" : ""}>
          <option value="">Everyone</option>
          <option value="true">Available (not employed)</option>
        </NativeSelect>
        <NativeSelect id="directory-experience" name="minExperience" label="Experience" value={query.minExperience ? String(query.minExperience) : ""}>
          <option value="">Any experience</option>
          {EXPERIENCE_OPTIONS.map((years) => (
            <option key={years} value={years}>
              {years === 1 ? "1 year or more" : `${years} years or more`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost" className="w-full sm:w-auto">
          <a href="/health-worker-directory">Clear filters</a>
        </Button>
        <Button type="submit" className="w-full sm:w-auto">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </div>
    </Form>
  );
}
