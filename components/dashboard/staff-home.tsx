import { ArrowRight, Building2 } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { StatCards } from "@/components/dashboard/stat-cards";
import { SubscriptionNotice } from "@/components/hospital/subscription-notice";
import type { StaffActor } from "@/lib/auth/actor-types";
import { navItemsFor, roleLabel } from "@/lib/auth/roles";
import type { DashboardStats } from "@/lib/services/dashboard";
import type { HospitalView } from "@/lib/services/hospitals";
import type { InvoiceView } from "@/lib/services/subscriptions";
import { subscriptionLabel } from "@/lib/subscription";

type StaffHomeProps = {
  actor: StaffActor;
  hospital: HospitalView | null;
  /** The hospital's figures; absent for staff without a hospital (system_admin). */
  stats?: DashboardStats;
  /** The hospital's latest invoices, for its administrator only. */
  invoices?: InvoiceView[];
};

// The dashboard at "/" for signed-in staff: their hospital, its figures, why changes are blocked
// when the trial or plan has ended, and the shortcuts their role may use.
export function StaffHome({ actor, hospital, stats, invoices = [] }: StaffHomeProps) {
  const name = actor.firstName || actor.email;
  const shortcuts = navItemsFor(actor.role).filter((item) => item.href !== "/");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Welcome, {name}</h1>
        <p className="text-muted-foreground">Signed in as {roleLabel(actor.role)}</p>
      </div>

      {hospital ? (
        <SubscriptionNotice hospital={hospital} canUpgrade={actor.role === "hospital_admin"} invoices={invoices} />
      ) : null}

      {hospital ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              <Building2 className="size-5 text-primary" aria-hidden="true" />
              {hospital.name}
              <Badge variant={hospital.subscriptionStatus === "trial" && hospital.trialDaysLeft <= 0 ? "destructive" : "secondary"}>
                {subscriptionLabel(hospital.subscriptionStatus, hospital.trialExpiresAt)}
              </Badge>
            </CardTitle>
            <CardDescription>
              {hospital.id} · {[hospital.city, hospital.state, hospital.country].filter(Boolean).join(", ")}
            </CardDescription>
          </CardHeader>
        </Card>
      ) : null}

      {stats ? <StatCards stats={stats} /> : null}

      {shortcuts.length > 0 ? (
        <section aria-labelledby="shortcuts-heading" className="space-y-3">
          <h2 id="shortcuts-heading" className="text-lg font-semibold">
            Shortcuts
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shortcuts.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="flex items-center justify-between rounded-lg border bg-card p-4 text-sm font-medium shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {item.label}
                  <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
