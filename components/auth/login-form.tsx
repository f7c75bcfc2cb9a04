"use client";

import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { safeCallbackUrl } from "@/components/auth/safe-callback-url";
import { TwoFactorCodeStep } from "@/components/auth/two-factor-code-step";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { queueFlashToast } from "@/lib/flash-toast";
import { navigateWithReload } from "@/lib/navigation";
import { loginSchema } from "@/lib/validation/auth";
import { SECOND_FACTOR_REQUIRED } from "@/lib/validation/two-factor";

type LoginFormValues = z.input<typeof loginSchema>;
type LoginUser = { firstName?: string | null; email: string; role: string };
type LoginAnswer = { user?: LoginUser; message?: string; code?: string };

/**
 * Hospital staff sign-in: POST /api/auth/login, then a full page load to the role's home (or to
 * the password change when the password is a temporary one). An account with two-factor sign-in
 * on answers `two_factor_required`: the form then asks for the code and sends all three.
 */
export function LoginForm({ callbackUrl }: { callbackUrl?: string | null }) {
  // Stays true after success so the button keeps saying "Signing In..." until the page changes.
  const [redirecting, setRedirecting] = React.useState(false);
  const [step, setStep] = React.useState<"password" | "code">("password");
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", code: "" },
  });
  const pending = form.formState.isSubmitting || redirecting;
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
    const body = (await response.json().catch(() => null)) as LoginAnswer | null;

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
      toast.error("Login Failed", { description: body?.message || "Invalid email or password" });
      return;
    }

    const { user } = body;
    const welcome = { title: "Login Successful", description: `Welcome back, ${user.firstName || user.email}!` };
    toast.success(welcome.title, { description: welcome.description });
    queueFlashToast({ kind: "success", ...welcome });
    setRedirecting(true);
    // A temporary password: the page gates lead from there to /change-password.
    navigateWithReload(user.role === "system_admin" ? "/admin" : (safeCallbackUrl(callbackUrl) ?? "/"));
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        {step === "password" ? (
          <>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" placeholder="you@hospital.org" {...field} />
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
