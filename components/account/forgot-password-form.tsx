"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";

import { showFieldErrors } from "@/components/hospital/staff-api";
import { TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Form, FormControl, FormField, FormItem } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import {
  forgotPasswordBody,
  forgotPasswordFormSchema,
  RESET_REQUESTED,
  type ForgotPasswordFormValues,
} from "@/lib/validation/password-reset";

// zod 4 probes `new Function` unless told not to, which the CSP refuses (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

export type AccountKind = ForgotPasswordFormValues["kind"];

const KINDS: { value: AccountKind; label: string }[] = [
  { value: "staff", label: "Hospital staff (email)" },
  { value: "worker", label: "Health worker (worker number)" },
];
const FAILED = "Could not send the request. Please try again.";

/**
 * Forgotten password: the kind of account and its email or worker number → POST
 * /api/auth/forgot-password. Whatever the outcome (an account or none), the same confirmation.
 */
export function ForgotPasswordForm({ defaultKind = "staff" }: { defaultKind?: AccountKind }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { kind: defaultKind, email: "", workerNumber: "" },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const pending = form.formState.isSubmitting;

  const submit = async (values: ForgotPasswordFormValues) => {
    setFailure(null);
    try {
      await apiRequest("/api/auth/forgot-password", { method: "POST", body: forgotPasswordBody(values) });
      setSent(true);
    } catch (error) {
      // 429 (too many requests) and network failures: the server's message; a field's 400 under its field.
      setFailure(error instanceof ApiError && error.message ? error.message : FAILED);
      showFieldErrors(form, error, ["email", "workerNumber"]);
    }
  };

  if (sent) {
    return (
      <div role="status" className="grid gap-4">
        <div className="flex items-start gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <MailCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="grid gap-1">
            <p className="font-medium">Check your mail</p>
            <p>{RESET_REQUESTED}</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          No mail after a few minutes? Check the spam folder and the address you typed, or ask your hospital administrator.
        </p>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              form.reset({ ...form.getValues(), email: "", workerNumber: "" });
              setSent(false);
            }}
          >
            Send another link
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Forgotten password" className="grid gap-4">
        <FormFailure message={failure} />
        <FormField
          control={form.control}
          name="kind"
          render={({ field }) => (
            <FormItem>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Your account</legend>
                <FormControl>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {KINDS.map((option) => (
                      <label
                        key={option.value}
                        className={cn(
                          "flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                          field.value === option.value ? "border-primary bg-primary/5" : "hover:bg-accent/50",
                        )}
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={option.value}
                          checked={field.value === option.value}
                          onChange={() => {
                            field.onChange(option.value);
                            form.clearErrors();
                            setFailure(null);
                          }}
                          onBlur={field.onBlur}
                          className="size-4 accent-primary"
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                </FormControl>
              </fieldset>
            </FormItem>
          )}
        />
        {kind === "staff" ? (
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@hospital.org" />
        ) : (
          <TextField control={form.control} name="workerNumber" label="Worker Number" autoComplete="username" placeholder="e.g. WN-000042" />
        )}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? <Spinner aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {pending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </Form>
  );
}
