import { StaffHome } from "@/components/dashboard/staff-home";
import { LandingPage } from "@/components/landing/landing-page";
import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";
import { getDashboardStats } from "@/lib/services/dashboard";
import { getHospitalOrThrow } from "@/lib/services/hospitals";
import { listHospitalInvoices } from "@/lib/services/subscriptions";

// "/": the landing page for visitors, the staff dashboard for signed-in staff.
export default async function HomePage() {
  const actor = await getActor();
  if (actor.kind !== "staff") return <LandingPage />;
  leadToPasswordChange(actor);
  const hospitalId = actor.hospitalId;
  if (!hospitalId) {
    // system_admin has no hospital of its own: the welcome and shortcuts only.
    return (
      <AppShell user={actor}>
        <StaffHome actor={actor} hospital={null} />
      </AppShell>
    );
  }
  // Independent reads, so they run together; invoices are the administrator's business only.
  const [hospital, stats, invoices] = await Promise.all([
    getHospitalOrThrow(actor, hospitalId),
    getDashboardStats(actor, hospitalId),
    actor.role === "hospital_admin" ? listHospitalInvoices(actor, hospitalId) : Promise.resolve([]),
  ]);
  return (
    <AppShell user={actor}>
      <StaffHome actor={actor} hospital={hospital} stats={stats} invoices={invoices} />
    </AppShell>
  );
}
