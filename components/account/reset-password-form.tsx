"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircleIcon, CheckCircle2Icon, KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { showFieldErrors } from "@/components/hospital/staff-api";
import { TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { resetPasswordSchema, type ResetPasswordFormValues, type ResetPasswordInput } from "@/lib/validation/password-reset";

// zod 4 probes `new Function` unless told not to, which the CSP refuses (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** The sign-in pages, after a successful reset. */
export function SignInLinks() {
  return (
    <ul className="grid gap-2 text-sm">
      <li>
        <a href="/login" className={linkClass}>
          Hospital staff login
        </a>
      </li>
      <li>
        <a href="/health-worker-login" className={linkClass}>
          Health worker login
        </a>
      </li>
    </ul>
  );
}

/** An unknown, used or expired link: what happened and the way to a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <div role="alert" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{message}</p>
      </div>
      <div>
        <Button asChild>
          <a href="/forgot-password">Ask for a new link</a>
        </Button>
      </div>
    </div>
  );
}

/**
 * The new password, twice → POST /api/auth/reset-password with the mailed token. The answer ends
 * every session of the account; the person then signs in with the new password.
 */
export function ResetPasswordForm({ token, invalidMessage }: { token: string; invalidMessage: string }) {
  const [outcome, setOutcome] = useState<"form" | "done" | "invalid">("form");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordFormValues, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onTouched",
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  const pending = form.formState.isSubmitting;

  const submit = async (values: ResetPasswordInput) => {
    setFailure(null);
    try {
      await apiRequest("/api/auth/reset-password", { method: "POST", body: values });
      setOutcome("done");
    } catch (error) {
      if (error instanceof ApiError && error.body.code === "invalid_reset_token") {
        setOutcome("invalid");
        return;
      }
      const fields = error instanceof ApiError ? Object.keys(error.fieldErrors) : [];
      if (!fields.includes("newPassword") && !fields.includes("confirmPassword")) {
        setFailure(error instanceof ApiError && error.message ? error.message : "Could not reset the password. Please try again.");
      }
      showFieldErrors(form, error, ["newPassword", "confirmPassword"]);
    }
  };

  if (outcome === "invalid") return <InvalidResetLink message={invalidMessage} />;
  if (outcome === "done") {
    return (
      <div className="grid gap-4">
        <div role="status" className="flex items-start gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="grid gap-1">
            <p className="font-medium">Password changed</p>
            <p>Your new password is set, and every session of the account has been signed out. Sign in with the new password:</p>
          </div>
        </div>
        <SignInLinks />
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Reset password" className="grid gap-4">
        <FormFailure message={failure} />
        <TextField
          control={form.control}
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        />
        <TextField control={form.control} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? <Spinner aria-hidden="true" /> : <KeyRoundIcon aria-hidden="true" />}
          {pending ? "Saving..." : "Set New Password"}
        </Button>
      </form>
    </Form>
  );
}
