"use client";

import { CheckIcon, CircleCheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { REGISTRATION_REDIRECT_MS } from "@/lib/constants/patient";

/** Shown while the browser waits to open the portal: the new health number, ready to copy. */
export function RegistrationComplete({ healthNumber }: { healthNumber: string }) {
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(healthNumber);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure context): the number stays selectable on screen.
    }
  };

  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <CircleCheckIcon aria-hidden="true" className="mx-auto mb-2 size-12 text-emerald-600" />
        <CardTitle>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
            Registration Successful!
          </h2>
        </CardTitle>
        <CardDescription>Please save this number for future reference.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-center">
        <p className="text-sm text-muted-foreground">Your global health number</p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <output
            data-testid="health-number"
            className="rounded-md border bg-muted px-4 py-2 font-mono text-2xl font-semibold tracking-wide select-all"
          >
            {healthNumber}
          </output>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          With this number and your date of birth you open your patient portal.
        </p>
      </CardContent>
      <CardFooter className="flex-col gap-2 border-t text-center text-sm text-muted-foreground">
        <p role="status">
          Taking you to the patient portal in {Math.round(REGISTRATION_REDIRECT_MS / 1000)} seconds...
        </p>
        <a href="/patient-portal" className="font-medium text-primary underline-offset-4 hover:underline">
          Open the patient portal now
        </a>
      </CardFooter>
    </Card>
  );
}
