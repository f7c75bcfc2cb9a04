import type { Metadata } from "next";
import { KeyRoundIcon } from "lucide-react";

import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { RESET_LINK_MINUTES } from "@/lib/validation/password-reset";

export const metadata: Metadata = { title: "Forgot Password" };

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

// GET /forgot-password: public (a signed-in user may use it too); ?kind=worker preselects the
// health worker's form (the worker login links there).
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<{ kind?: string | string[] }> }) {
  const { kind } = await searchParams;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <KeyRoundIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Forgot Password</h1>
          </CardTitle>
          <CardDescription>
            Give the email of your hospital staff account or your health worker number: we will mail you a link to choose a new password. The link
            works for {RESET_LINK_MINUTES} minutes, once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm defaultKind={kind === "worker" ? "worker" : "staff"} />
        </CardContent>
        <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">
          <p>
            Remembered it?{" "}
            <a href="/login" className={linkClass}>
              Hospital staff login
            </a>{" "}
            or{" "}
            <a href="/health-worker-login" className={linkClass}>
              Health worker login
            </a>
          </p>
        </CardFooter>
      </Card>
    </main>
  );
}
