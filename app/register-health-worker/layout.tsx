import { forbidden, notFound } from "next/navigation";

import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";

// The gate and shell of /register-health-worker, so that its loading.tsx renders inside the shell.
// NOTE: the root app/loading.tsx has already started streaming, so the 404/403 screens below
// arrive with HTTP 200; proxy.ts answers a real 403 to signed-in staff without an admin role.
export default async function RegisterHealthWorkerLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  // Signed-out visitors get the public form here once its issue lands; until then, nothing.
  if (actor.kind !== "staff") notFound();
  if (actor.role !== "hospital_admin" && actor.role !== "system_admin") forbidden();
  return <AppShell user={actor}>{children}</AppShell>;
}
