"use client";

import { SearchIcon } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";

import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

const DEBOUNCE_MS = 300;

/**
 * The search box of /departments: the term lives in `?search=` and the server filters, so a
 * search survives a reload and can be shared. Typing is debounced; Enter searches at once.
 */
export function DepartmentSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get("search") ?? "";
  const [value, setValue] = useState(current);
  const [searching, startTransition] = useTransition();
  const timer = useRef<number | undefined>(undefined);

  const apply = (term: string) => {
    window.clearTimeout(timer.current);
    const next = new URLSearchParams(params.toString());
    if (term.trim()) next.set("search", term.trim());
    else next.delete("search");
    if ((next.get("search") ?? "") === current.trim()) return;
    const query = next.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <form
      role="search"
      className="relative w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}
    >
      <label htmlFor="department-search" className="sr-only">
        Search departments
      </label>
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id="department-search"
        type="search"
        placeholder="Search departments..."
        value={value}
        maxLength={100}
        className="pr-9 pl-9"
        onChange={(event) => {
          const term = event.target.value;
          setValue(term);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => apply(term), DEBOUNCE_MS);
        }}
      />
      {searching ? <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" /> : null}
    </form>
  );
}
