"use client";

import { CircleCheckIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { IssuedNumber, PrintCard } from "@/components/wizard/issued-number";
import { REGISTRATION_REDIRECT_MS } from "@/lib/constants/patient";

/**
 * The end of self-registration: the new health number with Copy and Print. The portal opens after
 * REGISTRATION_REDIRECT_MS (specification section 2) unless the patient stays to copy or print it.
 */
export function RegistrationComplete({ healthNumber }: { healthNumber: string }) {
  const router = useRouter();
  const [staying, setStaying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (staying) return;
    const timer = window.setTimeout(() => router.push("/patient-portal"), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [staying, router]);

  const stay = () => setStaying(true);

  return (
    <PrintCard>
      <Card className="w-full">
        <CardHeader className="text-center">
          <CircleCheckIcon aria-hidden="true" className="mx-auto mb-2 size-12 text-emerald-700" />
          <CardTitle>
            <h2 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
              Registration Successful!
            </h2>
          </CardTitle>
          <CardDescription>Please save this number for future reference.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          <IssuedNumber label="Your global health number" value={healthNumber} testId="health-number" onAction={stay} />
          <p className="text-sm text-muted-foreground">
            With this number and your date of birth you open your patient portal, and any hospital on the platform
            finds your record.
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-3 border-t text-center text-sm text-muted-foreground print:hidden">
          {staying ? null : (
            <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
              <p role="status">
                Taking you to the patient portal in {Math.round(REGISTRATION_REDIRECT_MS / 1000)} seconds...
              </p>
              <Button type="button" variant="ghost" size="sm" onClick={stay}>
                Stay on this page
              </Button>
            </div>
          )}
          <Button asChild className="w-full sm:w-auto">
            <a href="/patient-portal">Open the patient portal</a>
          </Button>
        </CardFooter>
      </Card>
    </PrintCard>
  );
}
