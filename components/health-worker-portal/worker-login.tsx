import { BriefcaseMedicalIcon } from "lucide-react";

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

import { WorkerLoginForm } from "./worker-login-form";

/** /health-worker-login without a worker session: the sign-in card. */
export function WorkerLogin() {
  return (
    <div className="flex flex-1 items-center justify-center py-8">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <BriefcaseMedicalIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Health Worker Login</h1>
          </CardTitle>
          <CardDescription>
            For nurses, technicians and support staff: sign in with your worker number (WN-…) and password to see your tasks,
            today&apos;s appointments and employment requests.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <WorkerLoginForm />
          <p className="text-center text-sm">
            <a href="/forgot-password?kind=worker" className="font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </a>
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">
          <p>
            Not registered yet?{" "}
            <a href="/register-health-worker" className="font-medium text-primary underline-offset-4 hover:underline">
              Register as a health worker
            </a>
          </p>
          <p>
            Hospital staff?{" "}
            <a href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Hospital staff login
            </a>
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
