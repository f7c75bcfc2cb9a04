import { AlertTriangle, Building2, FolderPlus } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { HospitalView } from "@/lib/services/hospitals";
import { subscriptionEndedReason } from "@/lib/subscription";

import type { RegistrationContext } from "./registration-context";

// The notes a staff registration page shows instead of (or above) a form that could not succeed.

function Note({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </span>
        <div className="space-y-2">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{children}</p>
          <div className="pt-1">{action}</div>
        </div>
      </CardContent>
    </Card>
  );
}

/** system_admin has no hospital: the page needs ?hospitalId=, picked from the admin panel. */
export function ChooseHospitalNote({ context, who }: { context: Exclude<RegistrationContext, { kind: "ready" }>; who: string }) {
  const missing = context.kind === "hospital-not-found";
  return (
    <Note
      icon={<Building2 className="size-5" aria-hidden="true" />}
      title={missing ? "Hospital not found" : "Choose a hospital first"}
      action={
        <Button asChild variant="outline">
          <a href="/admin">Go to the admin panel</a>
        </Button>
      }
    >
      {missing
        ? `There is no hospital with the ID ${context.hospitalId}.`
        : `Your account does not belong to a hospital. Open this page with the hospital's ID (?hospitalId=HOSP-001) to register a ${who} for it.`}
    </Note>
  );
}

/** Without an active department the form cannot be submitted: send the administrator to /departments. */
export function NoDepartmentsNote({ who }: { who: string }) {
  return (
    <Note
      icon={<FolderPlus className="size-5" aria-hidden="true" />}
      title="No active departments"
      action={
        <Button asChild>
          <a href="/departments">Manage departments</a>
        </Button>
      }
    >
      {`This hospital has no active departments yet. Every ${who} belongs to a department: add or activate one on the Departments page first.`}
    </Note>
  );
}

/** The server refuses registrations (402) once the trial or plan has ended; say so before the form is filled. */
export function SubscriptionEndedAlert({ hospital }: { hospital: HospitalView }) {
  const reason = subscriptionEndedReason(hospital);
  if (!reason) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm text-destructive"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{reason}</p>
    </div>
  );
}
