import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BuildingIcon } from "lucide-react";

import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { inDeactivatedHospital } from "@/lib/auth/actor-types";
import { homeFor } from "@/lib/auth/roles";
import { HOSPITAL_DEACTIVATED } from "@/lib/errors";

import { SignOutButton } from "../change-password/sign-out-button";

export const metadata: Metadata = { title: "Hospital deactivated" };

// /hospital-deactivated: what the page gate shows the staff and the health workers of a hospital
// the system administrator has deactivated (the API answers 403 hospital_deactivated meanwhile).
// Nothing of the hospital is deleted; once it is reactivated this page leads back home.
export default async function HospitalDeactivatedPage() {
  const actor = await getActor();
  if (actor.kind === "anonymous") redirect("/login");
  if (actor.kind === "patient") redirect("/patient-portal");
  const worker = actor.kind === "health_worker";
  if (!inDeactivatedHospital(actor)) redirect(worker ? "/health-worker-login" : homeFor(actor.role));

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <BuildingIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Hospital deactivated</h1>
          </CardTitle>
          <CardDescription role="status">{HOSPITAL_DEACTIVATED}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">
          <SignOutButton worker={worker} />
        </CardFooter>
      </Card>
    </main>
  );
}
