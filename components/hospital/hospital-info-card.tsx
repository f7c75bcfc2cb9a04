import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { HospitalView } from "@/lib/services/hospitals";

import { EditHospitalDialog } from "./edit-hospital-dialog";

/** The hospital's details; its administrator (and system_admin) may edit the contact details, services and time zone. */
export function HospitalInfoCard({ hospital, editable = false }: { hospital: HospitalView; editable?: boolean }) {
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: "Address", value: [hospital.address, hospital.postalCode].filter(Boolean).join(", ") },
    { label: "Phone", value: <a href={`tel:${hospital.phone}`} className="hover:underline">{hospital.phone}</a> },
    { label: "Email", value: <a href={`mailto:${hospital.email}`} className="break-all hover:underline">{hospital.email}</a> },
    { label: "License Number", value: hospital.licenseNumber },
  ];
  if (hospital.website) rows.push({ label: "Website", value: <span className="break-all">{hospital.website}</span> });
  rows.push({ label: "Time Zone", value: hospital.timezone });
  rows.push({
    label: "Patient Cancellation",
    value: hospital.patientCancelHours === 0 ? "Until the appointment starts" : `Up to ${hospital.patientCancelHours} hours before the appointment`,
  });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle>
          <h2>Hospital Information</h2>
        </CardTitle>
        {editable ? (
          <EditHospitalDialog
            hospital={{
              id: hospital.id,
              name: hospital.name,
              address: hospital.address,
              phone: hospital.phone,
              email: hospital.email,
              website: hospital.website,
              servicesOffered: hospital.servicesOffered,
              timezone: hospital.timezone,
              patientCancelHours: hospital.patientCancelHours,
            }}
          />
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-muted-foreground">{row.label}</dt>
              <dd className="min-w-0">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">Services Offered</h3>
          {hospital.servicesOffered.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Services offered">
              {hospital.servicesOffered.map((service) => (
                <li key={service}>
                  <Badge variant="secondary">{service}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No services listed.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
