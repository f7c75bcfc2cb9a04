import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ShieldCheckIcon } from "lucide-react";

import { TwoFactorEnrol } from "@/components/account/two-factor-enrol";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { inDeactivatedHospital, requiredStep } from "@/lib/auth/actor-types";
import { CHANGE_PASSWORD_PAGE, HOSPITAL_DEACTIVATED_PAGE } from "@/lib/auth/page-gates";
import { homeFor } from "@/lib/auth/roles";

import { SignOutButton } from "../change-password/sign-out-button";

export const metadata: Metadata = { title: "Set up two-factor sign-in" };

// /two-factor-setup: where the page gate leads a staff user who must have two-factor sign-in (the
// administrator's setting, or any system administrator) and has not set it up; the API answers 403
// two_factor_enrolment_required meanwhile. Outside the (staff) group on purpose, like
// /change-password: no app shell, whose pages this account may not open yet. Once the recovery codes
// are saved, the enrolment component refreshes this page, which then leads to the user's home.
export default async function TwoFactorSetupPage() {
  const actor = await getActor();
  if (actor.kind === "anonymous") redirect("/login");
  if (actor.kind === "patient") redirect("/patient-portal");
  if (actor.kind === "health_worker") redirect("/health-worker-login");
  if (inDeactivatedHospital(actor)) redirect(HOSPITAL_DEACTIVATED_PAGE);
  const step = requiredStep(actor);
  if (step === "password_change") redirect(CHANGE_PASSWORD_PAGE);
  if (step !== "two_factor_enrolment") redirect(homeFor(actor.role));
  const why =
    actor.role === "system_admin"
      ? "A system administrator account must always have two-factor sign-in."
      : "Your administrator requires two-factor sign-in for every staff account.";

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-lg">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldCheckIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Set up two-factor sign-in</h1>
          </CardTitle>
          <CardDescription>
            {why} Set it up with an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password)
            before you continue.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorEnrol />
        </CardContent>
        <CardFooter className="justify-center">
          <SignOutButton worker={false} />
        </CardFooter>
      </Card>
    </main>
  );
}
