import type { Metadata } from "next";
import { KeyRoundIcon } from "lucide-react";

import { InvalidResetLink, ResetPasswordForm } from "@/components/account/reset-password-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { INVALID_TOKEN, isResetTokenLive } from "@/lib/services/password-reset";

// The URL carries a token: never indexed.
export const metadata: Metadata = { title: "Reset Password", robots: { index: false, follow: false } };

// GET /reset-password?token=…: the mailed link. Public (the token is the credential); an unknown,
// used or expired token is said at once, before a password is typed; the redemption decides again.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  const live = value ? await isResetTokenLive(value) : false;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <KeyRoundIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Reset Password</h1>
          </CardTitle>
          <CardDescription>Choose a new password. Every session of the account will be signed out.</CardDescription>
        </CardHeader>
        <CardContent>{live ? <ResetPasswordForm token={value} invalidMessage={INVALID_TOKEN} /> : <InvalidResetLink message={INVALID_TOKEN} />}</CardContent>
        <CardFooter className="justify-center text-center text-sm text-muted-foreground">
          <a href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to Forgot Password
          </a>
        </CardFooter>
      </Card>
    </main>
  );
}
