import { CalendarIcon, CalendarPlusIcon, StethoscopeIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * /doctors for clinical staff who are not a doctor with a profile: the portal is the signed-in
 * doctor's own (specification section 6), so there is nothing of theirs to show. Said plainly,
 * with the pages that do serve them.
 */
export function NoDoctorProfile({ isDoctor }: { isDoctor: boolean }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Doctor Portal</h1>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <StethoscopeIcon aria-hidden="true" className="size-5 text-primary" />
            <h2>{isDoctor ? "No doctor profile is linked to your account" : "The Doctor Portal is for doctors"}</h2>
          </CardTitle>
          <CardDescription>
            {isDoctor
              ? "Your account has the doctor role, but no active doctor record of your hospital belongs to it. Please ask your hospital administrator to check your registration."
              : "The portal shows the signed-in doctor's own appointments and diagnoses, and your account has no doctor profile. The hospital's appointments are on the Appointments page."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <a href="/appointments">
              <CalendarIcon aria-hidden="true" />
              View Appointments
            </a>
          </Button>
          <Button asChild>
            <a href="/schedule-appointment">
              <CalendarPlusIcon aria-hidden="true" />
              Schedule Appointment
            </a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
