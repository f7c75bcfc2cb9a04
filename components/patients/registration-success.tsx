"use client";

import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { IssuedNumber, PrintCard } from "@/components/wizard/issued-number";

import { patientName, patientPath, withHospital } from "./format";

type Registered = { id: string; firstName: string; lastName: string; middleName?: string | null };

/**
 * After staff register a patient: the new health number with Copy and Print (the card alone
 * prints, to hand to the patient) and the way to the record. `hospitalId` only for system_admin.
 */
export function RegistrationSuccess({ patient, hospitalId }: { patient: Registered; hospitalId?: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The confirmation sits above a long form: bring it into view and to the screen reader.
  useEffect(() => headingRef.current?.focus(), [patient.id]);

  return (
    <PrintCard>
      <Card className="border-emerald-300">
        <CardHeader className="text-center">
          <CircleCheckIcon aria-hidden="true" className="mx-auto mb-1 size-10 text-emerald-700" />
          <CardTitle>
            <h2 ref={headingRef} tabIndex={-1} className="text-lg outline-none">
              {patientName(patient)} is registered
            </h2>
          </CardTitle>
          <CardDescription>Give the patient this number: it finds their record at any hospital.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <IssuedNumber label="Health number" value={patient.id} testId="registered-health-number" />
          <p className="text-center text-sm text-muted-foreground">
            With it and their date of birth the patient opens the patient portal.
          </p>
        </CardContent>
        <CardFooter className="justify-center border-t print:hidden">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={withHospital(patientPath(patient.id), hospitalId)}>View patient</a>
          </Button>
        </CardFooter>
      </Card>
    </PrintCard>
  );
}
