import { Building2Icon, MapPinIcon, StethoscopeIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BookableDoctor } from "@/lib/services/public-slots";

import { doctorName } from "./format";

const ICON = "mt-0.5 size-4 shrink-0 text-muted-foreground";

/** The doctor being booked: public fields only (name, specialization, department, hospital, city). */
export function DoctorSummaryCard({ doctor }: { doctor: BookableDoctor }) {
  return (
    <Card aria-labelledby="booking-doctor-heading" role="region">
      <CardHeader>
        <CardTitle>
          <h2 id="booking-doctor-heading" className="text-lg">
            {doctorName(doctor)}
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{doctor.specialization}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="sr-only">Department</dt>
            <dd className="flex items-start gap-2">
              <StethoscopeIcon aria-hidden="true" className={ICON} />
              {doctor.departmentName}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Hospital</dt>
            <dd className="flex items-start gap-2">
              <Building2Icon aria-hidden="true" className={ICON} />
              <a href={`/hospitals/${encodeURIComponent(doctor.hospitalId)}`} className="text-primary underline-offset-4 hover:underline">
                {doctor.hospitalName}
              </a>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Location</dt>
            <dd className="flex items-start gap-2">
              <MapPinIcon aria-hidden="true" className={ICON} />
              {[doctor.city, doctor.country].filter(Boolean).join(", ")}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">Times are the hospital&apos;s local time ({doctor.timezone}).</p>
      </CardContent>
    </Card>
  );
}
