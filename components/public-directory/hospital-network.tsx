import { Building2Icon, MapPinIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import type { PublicHospital } from "@/lib/services/public-hospitals";

import { hospitalPath } from "./format";

/** Hospital cards shown before "Show all hospitals" (the rest stay one click away, without JavaScript). */
const SHOWN_FIRST = 6;

function TagLine({ label, items }: { label: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <Badge variant="secondary" className="max-w-full whitespace-normal break-words">
              {item}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An active hospital of the network: name, city, country, services and departments, and its page. */
export function HospitalCard({ hospital }: { hospital: PublicHospital }) {
  const headingId = `hospital-${hospital.id.replace(/[^A-Za-z0-9_-]/g, "-")}-name`;
  return (
    <Card role="article" aria-labelledby={headingId} className="h-full gap-4">
      <CardHeader className="gap-1.5">
        <h3 id={headingId} className="flex items-start gap-2 text-base leading-tight font-semibold break-words">
          <Building2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {hospital.name}
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
          {hospital.city}, {hospital.country}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <TagLine label="Services" items={hospital.servicesOffered} />
        <TagLine label="Departments" items={hospital.departments} />
        <p className="text-muted-foreground">
          {hospital.doctorCount === 1 ? "1 doctor" : `${hospital.doctorCount} doctors`} in the directory
        </p>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline" className="w-full">
          <a href={hospitalPath(hospital.id)} aria-label={`View hospital ${hospital.name}`}>
            View hospital
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}

function HospitalGrid({ hospitals }: { hospitals: PublicHospital[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hospitals.map((h) => (
        <li key={h.id}>
          <HospitalCard hospital={h} />
        </li>
      ))}
    </ul>
  );
}

/** The network's active hospitals, each leading to its page. */
export function HospitalNetwork({ hospitals }: { hospitals: PublicHospital[] }) {
  const rest = hospitals.slice(SHOWN_FIRST);
  return (
    <section aria-labelledby="hospital-network-heading" className="grid gap-3">
      <h2 id="hospital-network-heading" className="text-lg font-semibold">
        Our hospital network
      </h2>
      {hospitals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hospital of the network is open to the public yet.</p>
      ) : (
        <>
          <HospitalGrid hospitals={hospitals.slice(0, SHOWN_FIRST)} />
          {rest.length ? (
            <details className="group grid gap-4">
              <summary className="w-fit cursor-pointer rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
                Show all {hospitals.length} hospitals
              </summary>
              <div className="mt-4">
                <HospitalGrid hospitals={rest} />
              </div>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
