import { StaffHome } from "@/components/dashboard/staff-home";
import { LandingPage } from "@/components/landing/landing-page";
import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";
import { getHospitalOrThrow } from "@/lib/services/hospitals";

// "/": the landing page for visitors, the staff dashboard for signed-in staff.
export default async function HomePage() {
  const actor = await getActor();
  if (actor.kind !== "staff") return <LandingPage />;
  const hospital = actor.hospitalId ? await getHospitalOrThrow(actor, actor.hospitalId) : null;
  return (
    <AppShell user={actor}>
      <StaffHome actor={actor} hospital={hospital} />
    </AppShell>
  );
}
