import { PublicFrame } from "@/components/health-worker-directory/public-frame";
import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";

// /health-worker/{id} is public (specification 001); signed-in staff see it in their shell,
// everyone else in the public frame. page.tsx decides whether the profile exists.
export default async function HealthWorkerProfileLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind === "staff") return <AppShell user={actor}>{children}</AppShell>;
  return <PublicFrame>{children}</PublicFrame>;
}
