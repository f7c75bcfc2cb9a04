import { UserCheckIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * /register-health-worker for a signed-in health worker: the public form is for visitors, and the
 * worker already has an account; the way back is their portal.
 */
export function SignedInWorkerNote() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheckIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 className="text-xl">You already have a health worker account</h2>
        </CardTitle>
        <CardDescription>
          You are signed in as a health worker. The registration form is for health workers who do not have an account yet.
          Your profile, skills, languages and public listing are edited in your portal.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        To register someone else, sign out of the portal first.
      </CardContent>
      <CardFooter className="flex-col-reverse gap-3 sm:flex-row">
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href="/">Return Home</a>
        </Button>
        <Button asChild className="w-full sm:w-auto">
          <a href="/health-worker-login">Go to my portal</a>
        </Button>
      </CardFooter>
    </Card>
  );
}
