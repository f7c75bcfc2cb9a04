"use client";

import { CircleCheckIcon, LogInIcon } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { IssuedNumber, PrintCard } from "@/components/wizard/issued-number";
import { TRIAL_DAYS } from "@/lib/constants/hospital";

export type RegisteredHospital = {
  hospitalId: string;
  hospitalName: string;
  adminFirstName: string;
  adminEmail: string;
};

/** The end of the hospital wizard: the new hospital ID to keep, what to do next, and the way to sign in. */
export function RegistrationSuccess({ hospital }: { hospital: RegisteredHospital }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the user was in is gone: start keyboard and screen-reader users at the result.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <PrintCard>
      <Card className="w-full">
        <CardHeader className="text-center">
          <CircleCheckIcon aria-hidden="true" className="mx-auto mb-2 size-12 text-emerald-700" />
          <CardTitle>
            <h2 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
              Hospital Registered Successfully!
            </h2>
          </CardTitle>
          <CardDescription>
            Welcome, {hospital.adminFirstName}. {hospital.hospitalName} is registered and its {TRIAL_DAYS}-day free
            trial has started.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <IssuedNumber label="Your hospital ID" value={hospital.hospitalId} testId="hospital-id" />
          <section aria-labelledby="next-steps-heading" className="space-y-2 text-sm">
            <h3 id="next-steps-heading" className="font-semibold">
              Next steps
            </h3>
            <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
              <li>
                Sign in with <span className="font-medium break-all text-foreground">{hospital.adminEmail}</span> and
                the password you chose.
              </li>
              <li>Register your doctors and health workers, and check your departments.</li>
              <li>Register patients and schedule their appointments.</li>
              <li>Choose a plan before the {TRIAL_DAYS}-day trial ends to keep using the platform.</li>
            </ol>
            <p className="text-muted-foreground">Keep the hospital ID: support and your staff will ask for it.</p>
          </section>
        </CardContent>
        <CardFooter className="justify-center border-t print:hidden">
          {/* A full page load, as everywhere in the specification, so /login starts from fresh session state. */}
          <Button asChild className="w-full sm:w-auto">
            <a href="/login">
              <LogInIcon aria-hidden="true" />
              Go to Sign In
            </a>
          </Button>
        </CardFooter>
      </Card>
    </PrintCard>
  );
}
