import {
  ArrowLeftIcon,
  BadgeCheckIcon,
  CircleDashedIcon,
  EyeIcon,
  GraduationCapIcon,
  IdCardIcon,
  MailIcon,
  PhoneIcon,
  UserIcon,
} from "lucide-react";
import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PublicProfile } from "@/lib/services/health-worker-directory";

import { fullName, profileDate, yearsText } from "./profile-format";
import { EmploymentBadge, TagList } from "./worker-badges";

function Section({ title, icon, children, className }: { title: string; icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          <h2 className="text-base">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-3">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const iconClass = "size-4 text-primary";

/** A health worker's public profile (specification 001, "Health worker profile"). */
export function ProfileView({ profile }: { profile: PublicProfile }) {
  const name = fullName(profile);
  const requestHref = `/request-employment/${encodeURIComponent(profile.healthWorkerId)}`;
  const hasContact = profile.email !== undefined;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <a
        href="/health-worker-directory"
        className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Directory
      </a>

      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary" aria-hidden="true">
              {(profile.firstName.charAt(0) + profile.lastName.charAt(0)).toUpperCase()}
            </span>
            <div className="min-w-0 space-y-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-bold tracking-tight break-words">{name}</h1>
                <EmploymentBadge status={profile.employmentStatus} />
              </div>
              <p className="font-medium text-primary">{profile.roleLabel}</p>
              {profile.specialization ? <p className="text-muted-foreground">{profile.specialization}</p> : null}
              <p className="text-sm text-muted-foreground">
                Health worker ID: <span className="font-mono">{profile.healthWorkerId}</span>
              </p>
            </div>
          </div>
          <Button asChild className="w-full shrink-0 sm:w-auto">
            <a href={requestHref}>Request Employment</a>
          </Button>
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Contact Information" icon={<MailIcon aria-hidden="true" className={iconClass} />}>
          {hasContact ? (
            <Facts
              rows={[
                ["Email", <a key="email" href={`mailto:${profile.email}`} className="text-primary underline-offset-4 hover:underline">{profile.email}</a>],
                [
                  "Phone",
                  <a key="phone" href={`tel:${profile.phone?.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    <PhoneIcon aria-hidden="true" className="size-3.5" />
                    {profile.phone}
                  </a>,
                ],
              ]}
            />
          ) : (
            <p className="text-muted-foreground">
              Contact details are shown to signed-in hospital administrators. To reach this health worker, send an employment
              request.
            </p>
          )}
        </Section>

        <Section title="Personal Information" icon={<UserIcon aria-hidden="true" className={iconClass} />}>
          <Facts
            rows={[
              ["Age", profile.age === null ? "Not given" : `${profile.age} years`],
              ["Nationality", profile.nationality ?? "Not given"],
              ["Experience", yearsText(profile.experienceYears)],
              ["Member since", profileDate(profile.createdAt)],
            ]}
          />
        </Section>

        <Section title="License" icon={<IdCardIcon aria-hidden="true" className={iconClass} />}>
          <Facts
            rows={[
              ["License number", profile.licenseNumber ?? "Not given"],
              [
                "Verification",
                profile.licenseVerified ? (
                  <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
                    <BadgeCheckIcon aria-hidden="true" className="size-4" />
                    Verified{profile.licenseVerifiedAt ? ` on ${profileDate(profile.licenseVerifiedAt)}` : ""}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                    <CircleDashedIcon aria-hidden="true" className="size-4" />
                    Not yet verified
                  </span>
                ),
              ],
            ]}
          />
        </Section>

        <Section title="Qualifications" icon={<GraduationCapIcon aria-hidden="true" className={iconClass} />}>
          <p className="break-words whitespace-pre-line">{profile.qualifications || "Not given"}</p>
        </Section>

        <Card>
          <CardContent className="grid gap-5">
            {profile.skills.length ? <TagList label="Skills" items={profile.skills} headingLevel="h2" /> : null}
            {profile.languages.length ? <TagList label="Languages" items={profile.languages} headingLevel="h2" /> : null}
          </CardContent>
        </Card>

        <Section title="Profile Status" icon={<EyeIcon aria-hidden="true" className={iconClass} />}>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="border-emerald-300 bg-emerald-50 text-emerald-900">
              Public
            </Badge>
            <span className="text-muted-foreground">Listed in the health worker directory.</span>
          </div>
        </Section>
      </div>
    </div>
  );
}
