"use client";

import { LogInIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { healthWorkerLoginSchema } from "@/lib/validation/health-worker";

const MISSING = "Please enter both worker number and password";
const INVALID = "Invalid worker number or password";
const FAILED = "Login failed. Please check your credentials.";

/**
 * Worker number and password (specification: health worker login). POST /api/health-worker/login
 * sets the worker's session cookie; the server then renders the portal on the same path.
 */
export function WorkerLoginForm() {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  // Stays true while the page changes to the password change.
  const pending = sending || refreshing;

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const parsed = healthWorkerLoginSchema.safeParse({ workerNumber: data.get("workerNumber"), password: data.get("password") });
    if (!parsed.success) {
      toast.error("Missing Information", { description: MISSING });
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const worker = await apiRequest<{ firstName: string; lastName: string }>("/api/health-worker/login", {
        method: "POST",
        body: parsed.data,
      });
      toast.success("Login Successful", { description: `Welcome, ${worker.firstName} ${worker.lastName}.` });
      // The portal page re-renders for the new session; with a temporary password it leads to /change-password.
      startRefresh(() => router.refresh());
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 && error.message ? error.message : null;
      toast.error("Login Failed", { description: message ?? INVALID });
      setFailure(message ?? FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={signIn} noValidate aria-label="Health worker login" className="grid gap-4">
      <FormFailure message={failure} />
      <div className="grid gap-2">
        <Label htmlFor="worker-number">Worker Number</Label>
        <Input id="worker-number" name="workerNumber" placeholder="e.g. WN-000042" autoComplete="username" autoCapitalize="characters" spellCheck={false} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="worker-password">Password</Label>
        <Input id="worker-password" name="password" type="password" autoComplete="current-password" />
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Spinner aria-hidden="true" /> : <LogInIcon aria-hidden="true" />}
        {pending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
