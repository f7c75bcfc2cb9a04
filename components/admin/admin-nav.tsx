"use client";

import { usePathname } from "next/navigation";

import { ADMIN_NAV_ITEMS, currentNavHref } from "@/lib/auth/roles";
import { cn } from "@/lib/utils";

/**
 * The tabs of the administration area: links (a page each, so the address names the tab), the
 * current one marked for assistive technology; on a phone the row scrolls sideways.
 */
export function AdminNav() {
  const pathname = usePathname() ?? "/admin";
  const current = currentNavHref(ADMIN_NAV_ITEMS, pathname);
  return (
    <nav aria-label="Administration" className="min-w-0 flex-1 print:hidden">
      <ul className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1 [scrollbar-width:thin]">
        {ADMIN_NAV_ITEMS.map((item) => {
          const active = item.href === current;
          return (
            <li key={item.href} className="shrink-0">
              <a
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
                )}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
