import { SirenIcon, StethoscopeIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { DIRECTORY_SPECIALIZATIONS, EMERGENCY } from "@/lib/validation/public-directory";

import { directoryHref } from "./format";

/** The product's specializations and Emergency as links that set the directory's filter (the current one marked). */
export function SpecializationTiles({ current }: { current: string }) {
  return (
    <section aria-labelledby="specializations-heading" className="grid gap-3">
      <h2 id="specializations-heading" className="text-lg font-semibold">
        Browse by specialization
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {DIRECTORY_SPECIALIZATIONS.map((s) => {
          const emergency = s === EMERGENCY;
          const active = current === s;
          const Icon = emergency ? SirenIcon : StethoscopeIcon;
          return (
            <li key={s}>
              <a
                href={directoryHref({ specialization: s })}
                aria-current={active ? "true" : undefined}
                className={cn(
                  "flex h-full min-h-11 items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm font-medium break-words shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  emergency && "border-destructive/40 text-destructive",
                  active && "border-primary bg-primary/10",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0">{s}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
