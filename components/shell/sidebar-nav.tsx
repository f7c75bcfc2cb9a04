"use client";

import {
  Brain,
  Building2,
  Calendar,
  CalendarPlus,
  ChartColumn,
  Circle,
  CreditCard,
  Hospital,
  LayoutDashboard,
  Megaphone,
  ReceiptText,
  ScrollText,
  Settings,
  ShieldAlert,
  Stethoscope,
  UserCog,
  UserPlus,
  UserRoundPlus,
  Users,
  type LucideIcon,
} from "lucide-react";
import { usePathname } from "next/navigation";

import { currentNavHref, navItemsFor } from "@/lib/auth/roles";
import { cn } from "@/lib/utils";

const NAV_ICONS: Record<string, LucideIcon> = {
  "/": LayoutDashboard,
  "/hospital": Hospital,
  "/patients": Users,
  "/register-patient": UserPlus,
  "/doctors": Stethoscope,
  "/register-doctor": UserRoundPlus,
  "/appointments": Calendar,
  "/schedule-appointment": CalendarPlus,
  "/ai-diagnosis": Brain,
  "/incidents": ShieldAlert,
  "/billing": ReceiptText,
  "/departments": Building2,
  "/analytics": ChartColumn,
  "/admin": LayoutDashboard,
  "/admin/hospitals": Hospital,
  "/admin/users": UserCog,
  "/admin/payments": CreditCard,
  "/admin/analytics": ChartColumn,
  "/admin/announcements": Megaphone,
  "/admin/audit-log": ScrollText,
  "/admin/settings": Settings,
};

/**
 * The signed-in sidebar: only the pages the role may open (specification section 6).
 * Links are plain anchors because navigation is by full page load.
 */
export function SidebarNav({
  role,
  hospitalId,
  variant = "desktop",
}: {
  role: string;
  hospitalId: string | null;
  variant?: "desktop" | "mobile";
}) {
  const pathname = usePathname() ?? "/";
  const items = navItemsFor(role);
  const current = currentNavHref(items, pathname);

  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <nav aria-label="Main navigation">
        <ul className="space-y-1">
          {items.map((item) => {
            const Icon = NAV_ICONS[item.href] ?? Circle;
            const active = item.href === current;
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    active
                      ? "bg-primary text-primary-foreground"
                      : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                  )}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {hospitalId && (
        <div
          data-testid={variant === "mobile" ? "sidebar-hospital-id-mobile" : "sidebar-hospital-id"}
          className="mt-auto rounded-md border bg-muted/50 px-3 py-2 text-xs break-all text-muted-foreground"
        >
          Hospital ID: {hospitalId}
        </div>
      )}
    </div>
  );
}
