import type { Metadata } from "next";
import { ShieldCheck } from "lucide-react";
import { forbidden } from "next/navigation";

import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { AdminNav } from "@/components/admin/admin-nav";
import { AppShell } from "@/components/shell/app-shell";
import { SessionLogoutButton } from "@/components/shell/session-logout-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";

export const metadata: Metadata = { title: "System Administration" };

/** What /admin shows a visitor without a staff session: the administrator's sign-in. */
function AdminSignIn() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Administrator Sign In</h1>
          </CardTitle>
          <CardDescription>System administration of the hospital network.</CardDescription>
        </CardHeader>
        <CardContent>
          <AdminLoginForm />
        </CardContent>
      </Card>
    </main>
  );
}

// The system administrator's area. The account is checked here against the database: a visitor
// gets the sign-in form (not a redirect), other staff the 403 screen; every page checks again
// (requireSystemAdminPage), since a layout does not guard the pages rendered beside it.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind !== "staff") return <AdminSignIn />;
  leadToPasswordChange(actor);
  if (actor.role !== "system_admin") forbidden();
  return (
    <AppShell user={actor}>
      <div className="space-y-6">
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center print:hidden">
          <AdminNav />
          <div className="flex justify-end">
            <SessionLogoutButton path="/api/auth/logout" ended="Administrator session ended" />
          </div>
        </div>
        {children}
      </div>
    </AppShell>
  );
}
