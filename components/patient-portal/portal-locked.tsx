import { UserRoundIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

import { PortalAccessForm } from "./portal-access-form";

/**
 * The portal before verification: nothing of any patient is loaded. `notice` says what the visitor
 * came for (the booking page: the doctor and slot being booked); unlocking renders the same address again.
 */
export function PortalLocked({ notice }: { notice?: ReactNode } = {}) {
  return (
    <div className="flex flex-1 items-center justify-center py-8">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <UserRoundIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Patient Portal</h1>
          </CardTitle>
          <CardDescription>
            Enter your global health number and date of birth to see your information, appointments and medical
            records.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice}
          <PortalAccessForm />
        </CardContent>
        <CardFooter className="justify-center text-center text-sm text-muted-foreground">
          <p>
            No health number yet?{" "}
            <a href="/register-patient" className="font-medium text-primary underline-offset-4 hover:underline">
              Register as a new patient
            </a>
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
