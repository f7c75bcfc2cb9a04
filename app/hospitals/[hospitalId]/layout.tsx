import { PublicFrame } from "@/components/health-worker-directory/public-frame";
import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";

// /hospitals/{id} is public (issue 18); signed-in staff see it in their shell, everyone else in the
// public frame. No loading.tsx here: the page decides before anything is sent, so an unknown or
// deactivated hospital is a real 404.
export default async function HospitalPageLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind === "staff") return <AppShell user={actor}>{children}</AppShell>;
  return <PublicFrame>{children}</PublicFrame>;
}
