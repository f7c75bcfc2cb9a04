import { BadgeCheck, Briefcase, Globe2, Languages, Mail, Phone } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { roleLabel } from "@/lib/constants/health-worker-roles";
import type { RequestTarget } from "@/lib/services/employment-requests";

// The worker the administrator is about to ask: the public profile's facts plus the contact
// details a hospital administrator may see.

function Facts({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium">{label}</h3>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <Badge variant="secondary">{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WorkerSummary({ worker }: { worker: RequestTarget }) {
  const employed = worker.employmentStatus === "employed";
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <CardTitle>
              <h2 className="text-xl">
                {worker.firstName} {worker.lastName}
              </h2>
            </CardTitle>
            <CardDescription>
              {roleLabel(worker.role)}
              {worker.specialization ? ` · ${worker.specialization}` : ""}
            </CardDescription>
          </div>
          <Badge variant="outline" className={employed ? "border-transparent bg-emerald-700 text-white" : "text-muted-foreground"}>
            {employed ? "Employed" : "Available"}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Health Worker ID</dt>
            <dd className="font-mono">{worker.healthWorkerId}</dd>
          </div>
          <div className="flex items-start gap-2">
            <Briefcase className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <dt className="text-muted-foreground">Experience</dt>
              <dd>
                {worker.experienceYears} {worker.experienceYears === 1 ? "year" : "years"}
              </dd>
            </div>
          </div>
          {worker.nationality ? (
            <div className="flex items-start gap-2">
              <Globe2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div>
                <dt className="text-muted-foreground">Nationality</dt>
                <dd>{worker.nationality}</dd>
              </div>
            </div>
          ) : null}
          <div className="flex items-start gap-2">
            <BadgeCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <dt className="text-muted-foreground">License</dt>
              <dd>{worker.licenseVerified ? "Verified" : "Not yet verified"}</dd>
            </div>
          </div>
          <div className="flex min-w-0 items-start gap-2">
            <Mail className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">{worker.email}</dd>
            </div>
          </div>
          <div className="flex items-start gap-2">
            <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{worker.phone}</dd>
            </div>
          </div>
        </dl>
        <Facts label="Skills" items={worker.skills} />
        <div className="flex items-start gap-2">
          <Languages className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <Facts label="Languages" items={worker.languages} />
        </div>
      </CardContent>
    </Card>
  );
}
