import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeftIcon, HistoryIcon, KeyRoundIcon, MonitorSmartphoneIcon } from "lucide-react";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { RecentSignIns } from "@/components/account/recent-sign-ins";
import { SignOutOtherSessions } from "@/components/account/sessions-card";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { homeFor } from "@/lib/auth/roles";
import { listRecentSignIns } from "@/lib/services/account-sessions";
import { getTwoFactorStatus } from "@/lib/services/two-factor";

export const metadata: Metadata = { title: "Settings" };

// /settings: the signed-in staff member's own account (the (staff) layout has checked the session).
export default async function SettingsPage() {
  const actor = await getActor();
  if (actor.kind !== "staff") redirect("/login?callbackUrl=/settings");
  const [twoFactor, signIns] = await Promise.all([getTwoFactorStatus(actor), listRecentSignIns(actor)]);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={homeFor(actor.role)}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Your password, your sessions and two-factor sign-in.</p>
      </div>
      <Card id="password" className="scroll-mt-20">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRoundIcon aria-hidden="true" className="size-5 text-primary" />
            <h2>Change Password</h2>
          </CardTitle>
          <CardDescription>Changing your password signs out every other session of your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphoneIcon aria-hidden="true" className="size-5 text-primary" />
            <h2>Sessions</h2>
          </CardTitle>
          <CardDescription>Signed in somewhere you no longer use, or not sure? End every session except this one.</CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutOtherSessions />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HistoryIcon aria-hidden="true" className="size-5 text-primary" />
            <h2>Recent Sign-ins</h2>
          </CardTitle>
          <CardDescription>If you do not recognise a sign-in, change your password.</CardDescription>
        </CardHeader>
        <CardContent>
          <RecentSignIns data={signIns} />
        </CardContent>
      </Card>
      <TwoFactorCard status={twoFactor} />
    </div>
  );
}
