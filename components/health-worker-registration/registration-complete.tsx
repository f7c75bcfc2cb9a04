"use client";

import { CircleCheckIcon, HomeIcon, LogInIcon } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { IssuedNumber, PrintCard } from "@/components/wizard/issued-number";

export type PublicRegistrationResult = { healthWorkerId: string; workerNumber: string };

/**
 * The end of the public registration (specification 001: 'Registration Complete!' with the health
 * worker ID, the next steps, Return Home and Sign In). The worker number is shown too: the worker
 * signs in with it.
 */
export function RegistrationComplete({ result }: { result: PublicRegistrationResult }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <PrintCard>
      <Card className="w-full">
        <CardHeader className="text-center">
          <CircleCheckIcon aria-hidden="true" className="mx-auto mb-2 size-12 text-emerald-700" />
          <CardTitle>
            <h2 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
              Registration Complete!
            </h2>
          </CardTitle>
          <CardDescription>Please save both numbers: you sign in with your worker number and your password.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <IssuedNumber label="Your health worker ID" value={result.healthWorkerId} testId="health-worker-id" />
            <IssuedNumber label="Your worker number" value={result.workerNumber} testId="worker-number" />
          </div>
          <section aria-labelledby="next-steps-heading" className="rounded-lg border bg-muted/40 p-4 text-sm">
            <h3 id="next-steps-heading" className="font-semibold">
              Next steps
            </h3>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-muted-foreground">
              <li>Sign in to the health worker portal with your worker number and the password you chose.</li>
              <li>
                Hospitals find public profiles in the health worker directory and send employment requests; you accept or
                decline them in your portal.
              </li>
              <li>Keep your phone, skills and languages up to date, and choose whether your profile is public, in the portal.</li>
            </ol>
          </section>
        </CardContent>
        <CardFooter className="flex-col-reverse gap-3 border-t sm:flex-row sm:justify-center print:hidden">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href="/">
              <HomeIcon aria-hidden="true" />
              Return Home
            </a>
          </Button>
          <Button asChild className="w-full sm:w-auto">
            <a href="/health-worker-login">
              <LogInIcon aria-hidden="true" />
              Sign In
            </a>
          </Button>
        </CardFooter>
      </Card>
    </PrintCard>
  );
}
