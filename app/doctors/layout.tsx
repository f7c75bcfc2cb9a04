import { forbidden } from "next/navigation";

import { PublicFrame } from "@/components/health-worker-directory/public-frame";
import { DoctorsAudience } from "@/components/public-directory/doctors-loading";
import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";
import { isClinicalRole } from "@/lib/auth/roles";

// /doctors serves two audiences: signed-in clinical staff get the Doctor Portal in the staff shell;
// everyone else without a staff session (visitors, a patient with a portal session, a health
// worker) gets the public doctor directory in the public frame. Staff of other roles get the 403
// screen (proxy.ts answers that 403 from the session cookie first: SHARED_PAGES).
// NOTE: app/doctors/loading.tsx sits below this layout, so the 403 here is decided before anything
// is streamed; DoctorsAudience tells that loading state which outline to show.
export default async function DoctorsLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind !== "staff") {
    return (
      <PublicFrame>
        <DoctorsAudience audience="public">{children}</DoctorsAudience>
      </PublicFrame>
    );
  }
  leadToPasswordChange(actor);
  if (!isClinicalRole(actor.role)) forbidden();
  return (
    <AppShell user={actor}>
      <DoctorsAudience audience="staff">{children}</DoctorsAudience>
    </AppShell>
  );
}
