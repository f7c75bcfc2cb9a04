"use client";

import { SearchIcon } from "lucide-react";
import { useRef } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FilterSelect } from "@/components/staff/filter-select";

type Choice = { value: string; label: string };

type AdminListFiltersProps = {
  /** The page the form reloads with ?search= (and ?role=); a new search starts at page 1. */
  action: string;
  search: string;
  searchLabel: string;
  placeholder: string;
  /** A role filter, submitted as soon as one is picked. */
  role?: { value: string; choices: Choice[] };
};

/**
 * The search (and filter) of an administration list: a GET form, so the terms live in the address,
 * survive a reload, can be shared, and work without JavaScript.
 */
export function AdminListFilters({ action, search, searchLabel, placeholder, role }: AdminListFiltersProps) {
  const form = useRef<HTMLFormElement>(null);
  const filtered = Boolean(search) || Boolean(role?.value);
  return (
    <form ref={form} method="get" action={action} role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid min-w-0 flex-1 gap-2 sm:max-w-md">
        <Label htmlFor="admin-list-search">{searchLabel}</Label>
        <div className="relative">
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="admin-list-search" name="search" type="search" defaultValue={search} maxLength={100} placeholder={placeholder} className="pl-9" />
        </div>
      </div>
      {role ? (
        <div className="sm:w-56">
          <FilterSelect id="admin-list-role" name="role" label="Role" value={role.value} onPick={() => form.current?.requestSubmit()}>
            <option value="">All roles</option>
            {role.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </FilterSelect>
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <a href={action}>Clear</a>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
