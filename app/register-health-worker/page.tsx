import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { forbidden } from "next/navigation";

import { PublicRegistrationForm } from "@/components/health-worker-registration/public-registration-form";
import { SignedInWorkerNote } from "@/components/health-worker-registration/signed-in-worker-note";
import { RegisterHealthWorkerForm } from "@/components/health-workers/register-health-worker-form";
import { loadRegistrationContext } from "@/components/staff/registration-context";
import { ChooseHospitalNote, NoDepartmentsNote, SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";

export const metadata: Metadata = {
  title: "Register Health Worker",
  description: "Nurses, technicians and support staff: create a profile, appear in the health worker directory and receive employment requests from hospitals.",
};

// /register-health-worker: the public registration for visitors (a signed-in health worker is told
// they already have an account), the hospital-side form for hospital_admin and system_admin
// (layout.tsx is the gate and picks the frame).
export default async function RegisterHealthWorkerPage({
  searchParams,
}: {
  searchParams: Promise<{ hospitalId?: string | string[] }>;
}) {
  const actor = await getActor();
  if (actor.kind !== "staff") return <PublicRegistration signedInWorker={actor.kind === "health_worker"} />;
  // The layout has already checked this; repeated so the type narrows and the page never relies on order.
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

function PublicRegistration({ signedInWorker }: { signedInWorker: boolean }) {
  return (
    <>
      <a
        href="/"
        className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </a>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Health Worker Registration</h1>
        <p className="text-muted-foreground">
          Nurses, technicians and support staff: create your profile, appear in the health worker directory and receive
          employment requests from hospitals.
        </p>
      </header>
      {signedInWorker ? <SignedInWorkerNote /> : <PublicRegistrationForm />}
      <p className="text-center text-sm text-muted-foreground">
        Already registered?{" "}
        <a href="/health-worker-login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in with your worker number
        </a>
      </p>
    </>
  );
}
