"use client";

import { LogIn, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { navigateWithReload } from "@/lib/navigation";

const TITLE = "Authentication Required";
const DESCRIPTION = "Please log in as a hospital administrator to submit employment requests.";
/** Specification 001 section 9: the redirect waits 2 seconds. */
const REDIRECT_MS = 2000;

/**
 * The request page for anyone but a signed-in hospital administrator (the server decided): the
 * specification's toast, then /login with a return to this page after 2 seconds. The sign-in link
 * is there at once for whoever does not want to wait.
 */
export function AuthRequiredNotice({ returnTo }: { returnTo: string }) {
  const login = `/login?callbackUrl=${encodeURIComponent(returnTo)}`;
  useEffect(() => {
    toast.error(TITLE, { id: "employment-auth-required", description: DESCRIPTION });
    const timer = window.setTimeout(() => navigateWithReload(login), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [login]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <ShieldAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{TITLE}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{DESCRIPTION}</p>
          <p role="status" className="text-sm text-muted-foreground">
            Taking you to the hospital staff login…
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <a href={login}>
                <LogIn aria-hidden="true" />
                Sign in now
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href="/health-worker-directory">Back to the directory</a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
