import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { KeyRoundIcon } from "lucide-react";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { mustChangePassword } from "@/lib/auth/actor-types";
import { homeFor } from "@/lib/auth/roles";

import { SignOutButton } from "./sign-out-button";

export const metadata: Metadata = { title: "Choose your own password" };

const WORKER_HOME = "/health-worker-login";

// /change-password: where the layouts and the worker portal lead an account holding a temporary
// password (the API answers 403 password_change_required meanwhile). Outside the (staff) group on
// purpose: no app shell, whose pages this account may not open yet. No loading.tsx: the redirects
// below are decided before anything streams, so they stay real redirects.
export default async function ChangePasswordPage() {
  const actor = await getActor();
  if (actor.kind === "anonymous") redirect("/login");
  if (actor.kind === "patient") redirect("/patient-portal");
  const worker = actor.kind === "health_worker";
  if (!mustChangePassword(actor)) redirect(worker ? WORKER_HOME : "/settings");
  const home = worker ? WORKER_HOME : homeFor(actor.role);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <KeyRoundIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Choose your own password</h1>
          </CardTitle>
          <CardDescription>Your password was set by your administrator. Choose your own before you continue.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm redirectTo={home} currentLabel="Current (Temporary) Password" />
        </CardContent>
        <CardFooter className="justify-center">
          <SignOutButton worker={worker} />
        </CardFooter>
      </Card>
    </main>
  );
}
