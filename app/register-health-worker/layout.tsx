import { forbidden } from "next/navigation";

import { PublicFrame } from "@/components/health-worker-directory/public-frame";
import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";

// /register-health-worker serves two audiences: signed-in hospital administrators (and
// system_admin) get the hospital-side form in the staff shell; everyone else who is not staff
// (visitors, a portal patient, a signed-in health worker) the public frame, where page.tsx shows
// the public registration (or, to a worker, the note that they already have an account). Staff of
// other roles get the 403 screen.
// NOTE: the root app/loading.tsx has already started streaming, so forbidden() here arrives with
// HTTP 200; proxy.ts answers the real 403 from the session cookie (SHARED_PAGES).
export default async function RegisterHealthWorkerLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind === "staff") {
    if (actor.role !== "hospital_admin" && actor.role !== "system_admin") forbidden();
    return <AppShell user={actor}>{children}</AppShell>;
  }
  return <PublicFrame width="narrow">{children}</PublicFrame>;
}
