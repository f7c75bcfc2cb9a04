import { HeartPulse } from "lucide-react";

import { SiteBanners } from "@/components/banners/site-banners";
import { MobileNav } from "@/components/shell/mobile-nav";
import { NotificationBell } from "@/components/shell/notification-bell";
import { PrintHeader } from "@/components/shell/print-header";
import { SidebarNav } from "@/components/shell/sidebar-nav";
import { UserMenu } from "@/components/shell/user-menu";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import type { StaffActor } from "@/lib/auth/actor-types";
import { leadToPasswordChange } from "@/lib/auth/page-gates";
import { roleLabel } from "@/lib/auth/roles";
import { PRODUCT_NAME } from "@/lib/constants/product";
import { logError } from "@/lib/log";
import { countUnread } from "@/lib/services/notifications";

/** The signed-in staff member the shell is for (the layouts pass the actor they resolved). */
export type ShellUser = StaffActor;

function initialsFor(user: ShellUser): string {
  const first = user.firstName?.trim().charAt(0) ?? "";
  const last = user.lastName?.trim().charAt(0) ?? "";
  return (first + last || user.email.charAt(0)).toUpperCase();
}

function displayNameFor(user: ShellUser): string {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(" ");
  return name || user.email;
}

/** The bell's figure; a failed count leaves the bell without one rather than failing the page. */
async function unreadCount(user: ShellUser): Promise<number | null> {
  try {
    return await countUnread(user);
  } catch (error) {
    logError("[shell] counting unread notifications", error);
    return null;
  }
}

/**
 * The signed-in page shell: header with the notification bell and the user's menu, role-filtered
 * sidebar, main content.
 */
export async function AppShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  // Every staff page renders in this shell: none is shown before a temporary password is replaced.
  leadToPasswordChange(user);
  const displayName = displayNameFor(user);
  const label = roleLabel(user.role);
  const unread = await unreadCount(user);

  return (
    <div className="min-h-dvh bg-muted/30 print:min-h-0 print:bg-transparent">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md print:hidden bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background print:hidden">
        <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
          <MobileNav productName={PRODUCT_NAME} role={user.role} hospitalId={user.hospitalId} />
          <a
            href="/"
            className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <HeartPulse className="size-7 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block truncate text-base leading-tight font-bold sm:text-lg">{PRODUCT_NAME}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {user.hospitalId ? "Hospital Management System" : "Healthcare Platform"}
              </span>
            </span>
          </a>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <NotificationBell initialUnread={unread} />
            <UserMenu displayName={displayName} email={user.email} roleLabel={label}>
              <Avatar className="size-9" aria-hidden="true">
                <AvatarFallback className="bg-primary/10 font-semibold text-primary">{initialsFor(user)}</AvatarFallback>
              </Avatar>
              <span className="sr-only text-left sm:not-sr-only sm:block">
                <span className="block max-w-48 truncate text-sm font-medium">{displayName}</span>
                <span className="block text-xs font-normal text-muted-foreground">{label}</span>
              </span>
            </UserMenu>
          </div>
        </div>
      </header>
      <SiteBanners actor={user} />
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r bg-background md:block print:hidden">
          <SidebarNav role={user.role} hospitalId={user.hospitalId} />
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6 print:p-0">
          <PrintHeader user={user} />
          {children}
        </main>
      </div>
    </div>
  );
}
