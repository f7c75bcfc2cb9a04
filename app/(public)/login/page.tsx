import type { Metadata } from "next";
import { Stethoscope } from "lucide-react";

import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackUrl } from "@/components/auth/safe-callback-url";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Hospital Staff Login" };

// GET /login: hospital staff sign-in; ?callbackUrl= is honoured only for same-site paths.
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Stethoscope className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Hospital Staff Login</h1>
          </CardTitle>
          <CardDescription>For doctors, administrators and hospital management.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <LoginForm callbackUrl={safeCallbackUrl(callbackUrl)} />
          <p className="text-center text-sm">
            <a href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </a>
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">
          <p>
            Not hospital staff?{" "}
            <a href="/staff-login" className="font-medium text-primary underline-offset-4 hover:underline">
              Choose another login
            </a>
          </p>
          <p>
            New hospital?{" "}
            <a href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              Register your hospital
            </a>
          </p>
        </CardFooter>
      </Card>
    </main>
  );
}
