import { ArrowLeftIcon, GlobeIcon, MapPinIcon, PhoneIcon, SearchIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PublicHospitalDetail } from "@/lib/services/public-hospitals";

import { NoDoctorsFound } from "./directory-extras";
import { DoctorCard } from "./doctor-card";
import { DIRECTORY_PATH, directoryHref } from "./format";

/** A safe link for the hospital's website: http(s) only, otherwise none. */
function websiteHref(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The address, then the city, region and country unless the address already ends with them. */
function placeText(h: Pick<PublicHospitalDetail, "address" | "city" | "state" | "country">): string {
  const parts = [h.address.trim()];
  for (const part of [h.city, h.state, h.country]) {
    const text = part?.trim();
    if (text && !parts.join(", ").toLowerCase().endsWith(text.toLowerCase())) parts.push(text);
  }
  return parts.filter(Boolean).join(", ");
}

const countText = (n: number) => (n === 1 ? "1 doctor" : `${n} doctors`);

/** /hospitals/[hospitalId]: the hospital's public facts, departments with doctor counts, services and doctors. */
export function HospitalView({ hospital }: { hospital: PublicHospitalDetail }) {
  const website = websiteHref(hospital.website);
  const allDoctors = directoryHref({ hospitalId: hospital.id });
  const place = placeText(hospital);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <a href={DIRECTORY_PATH}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Find a Doctor
          </a>
        </Button>
      </div>
      <header className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{hospital.name}</h1>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-start gap-2">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{place}</span>
          </li>
          {hospital.phone ? (
            <li className="flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
              <a href={`tel:${hospital.phone.replace(/[^+\d]/g, "")}`} className="underline-offset-4 hover:underline">
                {hospital.phone}
              </a>
            </li>
          ) : null}
          {website ? (
            <li className="flex items-center gap-2">
              <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
              <a href={website} rel="noopener noreferrer" className="min-w-0 break-all underline-offset-4 hover:underline">
                {hospital.website}
              </a>
            </li>
          ) : null}
        </ul>
        <Button asChild className="w-full sm:w-auto">
          <a href={allDoctors}>
            <SearchIcon aria-hidden="true" />
            Find doctors at this hospital
          </a>
        </Button>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="departments-heading" className="grid content-start gap-3 rounded-lg border bg-card p-4">
          <h2 id="departments-heading" className="font-semibold">
            Departments
          </h2>
          {hospital.departments.length ? (
            <ul className="divide-y text-sm">
              {hospital.departments.map((d) => (
                <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="min-w-0 font-medium break-words">{d.name}</span>
                  <span className="text-muted-foreground">{countText(d.doctorCount)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No department is listed yet.</p>
          )}
        </section>
        <section aria-labelledby="services-heading" className="grid content-start gap-3 rounded-lg border bg-card p-4">
          <h2 id="services-heading" className="font-semibold">
            Services
          </h2>
          {hospital.servicesOffered.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {hospital.servicesOffered.map((s) => (
                <li key={s}>
                  <Badge variant="secondary" className="max-w-full whitespace-normal break-words">
                    {s}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No service is listed yet.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="hospital-doctors-heading" className="grid gap-4">
        <h2 id="hospital-doctors-heading" className="text-lg font-semibold">
          Doctors ({hospital.doctorCount})
        </h2>
        {hospital.doctors.length === 0 ? (
          <NoDoctorsFound filtered={false} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="hospital-doctors">
            {hospital.doctors.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} showHospital={false} />
              </li>
            ))}
          </ul>
        )}
        {hospital.hasMoreDoctors ? (
          <p className="text-sm">
            <a href={allDoctors} className="font-medium text-primary underline-offset-4 hover:underline">
              See all {countText(hospital.doctorCount)} of {hospital.name} in the directory
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
