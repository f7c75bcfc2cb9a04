import { BadgeCheckIcon, BriefcaseIcon, GlobeIcon, LanguagesIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { DirectoryItem } from "@/lib/services/health-worker-directory";

import { EmploymentBadge, TagList } from "./worker-badges";

const years = (n: number) => (n === 1 ? "1 year" : `${n} years`);

/** One directory card (specification 001): name, status badge, role, specialization, experience, nationality, languages, skills. */
export function WorkerCard({ worker }: { worker: DirectoryItem }) {
  const name = `${worker.firstName} ${worker.lastName}`;
  return (
    <Card className="h-full gap-4">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg leading-tight font-semibold break-words">
            {name}
          </h3>
          <EmploymentBadge status={worker.employmentStatus} />
        </div>
        <p className="text-sm font-medium text-primary">{worker.roleLabel}</p>
        {worker.specialization ? <p className="text-sm text-muted-foreground">{worker.specialization}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <ul className="grid gap-1.5 text-muted-foreground">
          <li className="flex items-center gap-2">
            <BriefcaseIcon aria-hidden="true" className="size-4 shrink-0" />
            {years(worker.experienceYears)} of experience
          </li>
          {worker.nationality ? (
            <li className="flex items-center gap-2">
              <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
              {worker.nationality}
            </li>
          ) : null}
          {worker.languages.length ? (
            <li className="flex items-start gap-2">
              <LanguagesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">Languages: </span>
              <span className="break-words">{worker.languages.join(", ")}</span>
            </li>
          ) : null}
          {worker.licenseVerified ? (
            <li className="flex items-center gap-2 text-emerald-800">
              <BadgeCheckIcon aria-hidden="true" className="size-4 shrink-0" />
              License verified
            </li>
          ) : null}
        </ul>
        {worker.skills.length ? <TagList label="Skills" items={worker.skills} /> : null}
      </CardContent>
      <CardFooter className="mt-auto flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline" className="w-full sm:flex-1">
          <a href={`/health-worker/${encodeURIComponent(worker.healthWorkerId)}`} aria-label={`View Profile of ${name}`}>
            View Profile
          </a>
        </Button>
        <Button asChild className="w-full sm:flex-1">
          <a href={`/request-employment/${encodeURIComponent(worker.healthWorkerId)}`} aria-label={`Request Employment of ${name}`}>
            Request Employment
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}
