"use client";

import { CalendarCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";

type Props = { doctorName: string; hospitalName: string; when: string };

/** After a request is made: what happens next, and the way to the portal's appointments. */
export function BookingConfirmation({ doctorName, hospitalName, when }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move the focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
        <CalendarCheckIcon aria-hidden="true" className="size-5" />
        Appointment Requested
      </h2>
      <p>Appointment requested: the doctor will accept or decline it; you will be notified.</p>
      <p className="text-sm">
        {doctorName}, {hospitalName}: {when} (hospital time).
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href="/patient-portal#my-appointments">View My Appointments</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/doctors">Find Another Doctor</a>
        </Button>
      </div>
    </div>
  );
}
