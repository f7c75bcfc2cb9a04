import { BriefcaseIcon, Building2Icon, CalendarClockIcon, CalendarXIcon, LanguagesIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { PublicDoctor } from "@/lib/services/public-directory";

import { bookHref, doctorAnchor, doctorName, hospitalPath, nextAvailableText, yearsText } from "./format";

/**
 * One doctor of the directory or of a hospital's page: name, specialization, department, hospital
 * and city, experience and languages, the next free slot in the hospital's time zone, and Book.
 * The card is an article named by the doctor; Book's accessible name names the doctor too.
 */
export function DoctorCard({ doctor, showHospital = true }: { doctor: PublicDoctor; showHospital?: boolean }) {
  const name = doctorName(doctor);
  const anchor = doctorAnchor(doctor.id);
  const next = nextAvailableText(doctor);
  return (
    <Card id={anchor} aria-labelledby={`${anchor}-name`} role="article" className="h-full scroll-mt-24 gap-4">
      <CardHeader className="gap-1.5">
        <h3 id={`${anchor}-name`} className="text-lg leading-tight font-semibold break-words">
          {name}
        </h3>
        <p className="text-sm font-medium text-primary">{doctor.specialization}</p>
        <p className="text-sm text-muted-foreground">{doctor.departmentName}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <ul className="grid gap-1.5 text-muted-foreground">
          {showHospital ? (
            <li className="flex items-start gap-2">
              <Building2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words">
                <a href={hospitalPath(doctor.hospitalId)} className="font-medium text-foreground underline-offset-4 hover:underline">
                  {doctor.hospitalName}
                </a>
                , {doctor.city}
              </span>
            </li>
          ) : null}
          {doctor.experienceYears > 0 ? (
            <li className="flex items-center gap-2">
              <BriefcaseIcon aria-hidden="true" className="size-4 shrink-0" />
              {yearsText(doctor.experienceYears)} of experience
            </li>
          ) : null}
          {doctor.languages.length ? (
            <li className="flex items-start gap-2">
              <LanguagesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">Languages: </span>
              <span className="min-w-0 break-words">{doctor.languages.join(", ")}</span>
            </li>
          ) : null}
        </ul>
        <p className={doctor.nextAvailable ? "flex items-start gap-2 font-medium text-emerald-800" : "flex items-start gap-2 text-muted-foreground"}>
          {doctor.nextAvailable ? (
            <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CalendarXIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {doctor.nextAvailable ? <time dateTime={doctor.nextAvailable}>{next}</time> : <span>{next}</span>}
        </p>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild className="w-full">
          <a href={bookHref(doctor)} aria-label={`Book ${name}`}>
            Book
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}
