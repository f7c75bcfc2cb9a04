import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";

import { ProfileForm } from "@/components/account/profile-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { homeFor, roleLabel } from "@/lib/auth/roles";
import { getAccountProfile } from "@/lib/services/account-profile";

export const metadata: Metadata = { title: "Profile" };

// /profile: the signed-in staff member's own name and phone and, for a doctor, the public profile
// of the directory (the (staff) layout has checked the session; the service checks it again).
export default async function ProfilePage() {
  const actor = await getActor();
  if (actor.kind !== "staff") redirect("/login?callbackUrl=/profile");
  const profile = await getAccountProfile(actor);
  const facts = [
    ["Role", roleLabel(profile.role)],
    ["Hospital", profile.hospitalName],
    ["Doctor ID", profile.doctor?.id],
    ["Specialization", profile.doctor?.specialization],
    ["Department", profile.doctor?.departmentName],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={homeFor(profile.role)}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
        <p className="text-muted-foreground">
          {profile.doctor ? "Your name, phone and the public profile the doctor directory shows." : "Your name and phone."}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              {profile.firstName} {profile.lastName}
            </h2>
          </CardTitle>
          <CardDescription className="break-words">{profile.email}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {facts.map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Edit Profile</h2>
          </CardTitle>
          <CardDescription>Changes are saved to your account and recorded in the audit log.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm profile={profile} />
        </CardContent>
      </Card>
    </div>
  );
}
