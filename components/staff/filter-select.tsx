import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";

// A native <select> of a GET filter form: submits on change, keeps working without JavaScript,
// and stays readable on a phone (the platform picker).

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

type FilterSelectProps = { id: string; name: string; label: string; value: string; onPick: () => void; children: ReactNode };

export function FilterSelect({ id, name, label, value, onPick, children }: FilterSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select id={id} name={name} defaultValue={value} onChange={onPick} className={selectClassName}>
          {children}
        </select>
        <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </div>
  );
}
