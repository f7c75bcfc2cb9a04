import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";

import { RegisterHealthWorkerForm } from "@/components/health-workers/register-health-worker-form";
import { loadRegistrationContext } from "@/components/staff/registration-context";
import { ChooseHospitalNote, NoDepartmentsNote, SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";

export const metadata: Metadata = { title: "Register Health Worker" };

// /register-health-worker: the hospital-side form for hospital_admin and system_admin (layout.tsx
// is the gate). It lives outside the route groups because signed-out visitors will get the public
// form at this path.
export default async function RegisterHealthWorkerPage({
  searchParams,
}: {
  searchParams: Promise<{ hospitalId?: string | string[] }>;
}) {
  const actor = await getActor();
  // The layout has already checked this; repeated so the type narrows and the page never relies on order.
  if (actor.kind !== "staff") notFound();
  if (actor.role !== "hospital_admin" && actor.role !== "system_admin") forbidden();
  const { hospitalId } = await searchParams;
  const context = await loadRegistrationContext(actor, typeof hospitalId === "string" ? hospitalId : undefined);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <a
        href="/hospital"
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Hospital Dashboard
      </a>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Register Health Worker</h1>
        <p className="text-muted-foreground">
          {context.kind === "ready"
            ? `Add a nurse, technician or other health worker to ${context.hospital.name}. A worker number and temporary password are generated.`
            : "Add a health worker to a hospital."}
        </p>
      </div>
      {context.kind !== "ready" ? (
        <ChooseHospitalNote context={context} who="health worker" />
      ) : context.departments.length === 0 ? (
        <NoDepartmentsNote who="health worker" />
      ) : (
        <>
          <SubscriptionEndedAlert hospital={context.hospital} />
          <Card>
            <CardHeader>
              <CardTitle>Health worker details</CardTitle>
              <CardDescription>Specialization and notes are optional; every other field is required.</CardDescription>
            </CardHeader>
            <CardContent>
              <RegisterHealthWorkerForm departments={context.departments} hospitalId={context.requestedHospitalId} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
