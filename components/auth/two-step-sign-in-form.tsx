"use client";

import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { TwoFactorCodeStep, type LoginFormFields } from "@/components/auth/two-factor-code-step";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { loginSchema } from "@/lib/validation/auth";
import { SECOND_FACTOR_REQUIRED } from "@/lib/validation/two-factor";

export type SignedInUser = { firstName?: string | null; email: string; role: string };
export type SignInAnswer = { user?: SignedInUser; message?: string; code?: string };

type Props = {
  /** The staff rule (loginSchema) or a stricter one with the same fields. */
  schema: typeof loginSchema;
  emailPlaceholder: string;
  ariaLabel?: string;
  /** The toast of a refused sign-in (wrong password, too many attempts, a deactivated account). */
  failure: (status: number, body: SignInAnswer | null) => { title: string; description: string };
  /** What a successful sign-in does (navigate, refresh); `busy` keeps the button pending meanwhile. */
  onSignedIn: (user: SignedInUser) => void;
  busy?: boolean;
};

/**
 * Email and password, then, for an account with two-factor sign-in (`two_factor_required`), the
 * code step; all through POST /api/auth/login (nothing is compared in the browser). Shared by the
 * staff login and the administrator's sign-in on /admin, which differ only in their messages and in
 * what a success does.
 */
export function TwoStepSignInForm({ schema, emailPlaceholder, ariaLabel, failure, onSignedIn, busy = false }: Props) {
  const [step, setStep] = React.useState<"password" | "code">("password");
  const form: LoginFormFields = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "", code: "" },
  });
  const pending = form.formState.isSubmitting || busy;
  const { setFocus } = form;
  const cameBack = React.useRef(false);

  // Each step's field mounts with the step: focus it once it is there (the code field, or the
  // password again after Back), so keyboard and screen-reader users land where they type.
  React.useEffect(() => {
    if (step === "code") setFocus("code");
    else if (cameBack.current) setFocus("password");
    cameBack.current = false;
  }, [step, setFocus]);

  function backToPassword() {
    cameBack.current = true;
    setStep("password");
    form.setValue("code", "");
    form.clearErrors();
  }

  async function onSubmit(values: z.output<typeof loginSchema>) {
    if (step === "code" && !values.code) {
      form.setError("code", { type: "required", message: SECOND_FACTOR_REQUIRED }, { shouldFocus: true });
      return;
    }
    const payload = step === "code" ? values : { email: values.email, password: values.password };
    let response: Response;
    try {
      response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
    } catch {
      toast.error("Login Failed", { description: "Unable to reach the server. Please try again." });
      return;
    }
    const body = (await response.json().catch(() => null)) as SignInAnswer | null;

    if (response.status === 401 && body?.code === "two_factor_required") {
      if (step === "password") {
        form.setValue("code", "");
        setStep("code");
      } else {
        form.setError("code", { type: "server", message: body.message || "Invalid two-factor code" }, { shouldFocus: true });
      }
      return;
    }
    if (!response.ok || !body?.user) {
      const { title, description } = failure(response.status, body);
      toast.error(title, { description });
      return;
    }
    onSignedIn(body.user);
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={ariaLabel} className="space-y-4">
        {step === "password" ? (
          <>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" placeholder={emailPlaceholder} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Password</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </>
        ) : (
          <TwoFactorCodeStep form={form} />
        )}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending && <Spinner aria-hidden="true" />}
          {pending ? "Signing In..." : step === "code" ? "Verify and Sign In" : "Sign In"}
        </Button>
        {step === "code" ? (
          <Button type="button" variant="ghost" className="w-full" onClick={backToPassword} disabled={pending}>
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Button>
        ) : null}
      </form>
    </Form>
  );
}
