import { forbidden } from "next/navigation";

import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";
import { isClinicalRole } from "@/lib/auth/roles";

// /register-patient serves two audiences: signed-in clinical staff get the hospital-side form in
// the staff shell; everyone else (signed out, a patient or a health worker) the public
// self-registration wizard. Staff of other roles get the 403 screen.
// NOTE: the root app/loading.tsx has already started streaming, so forbidden() here arrives with
// HTTP 200; proxy.ts answers the real 403 from the session cookie.
export default async function RegisterPatientLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind === "staff") {
    if (!isClinicalRole(actor.role)) forbidden();
    return <AppShell user={actor}>{children}</AppShell>;
  }
  return (
    <main className="min-h-dvh bg-muted/30">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">{children}</div>
    </main>
  );
}
