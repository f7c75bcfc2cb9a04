import type { Metadata } from "next";
import { forbidden } from "next/navigation";

import { RegisterDoctorForm } from "@/components/doctors/register-doctor-form";
import { loadRegistrationContext } from "@/components/staff/registration-context";
import { ChooseHospitalNote, NoDepartmentsNote, SubscriptionEndedAlert } from "@/components/staff/registration-notes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";

export const metadata: Metadata = { title: "Register New Doctor" };

// /register-doctor: hospital_admin and system_admin (proxy.ts checks the cookie, this page the account).
export default async function RegisterDoctorPage({ searchParams }: { searchParams: Promise<{ hospitalId?: string | string[] }> }) {
  const actor = await getActor();
  // The (staff) layout has already sent anyone who is not staff to /login.
  if (actor.kind !== "staff" || (actor.role !== "hospital_admin" && actor.role !== "system_admin")) forbidden();
  const { hospitalId } = await searchParams;
  const context = await loadRegistrationContext(actor, typeof hospitalId === "string" ? hospitalId : undefined);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Register New Doctor</h1>
        <p className="text-muted-foreground">
          {context.kind === "ready"
            ? `Add a doctor to ${context.hospital.name}. A temporary password is generated and sent by email.`
            : "Add a doctor to a hospital."}
        </p>
      </div>
      {context.kind !== "ready" ? (
        <ChooseHospitalNote context={context} who="doctor" />
      ) : context.departments.length === 0 ? (
        <NoDepartmentsNote who="doctor" />
      ) : (
        <>
          <SubscriptionEndedAlert hospital={context.hospital} />
          <Card>
            <CardHeader>
              <CardTitle>Doctor details</CardTitle>
              <CardDescription>All fields are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <RegisterDoctorForm departments={context.departments} hospitalId={context.requestedHospitalId} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
