"use client";

import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { TwoFactorCodeStep, type LoginFormFields } from "@/components/auth/two-factor-code-step";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { homeFor } from "@/lib/auth/roles";
import { queueFlashToast } from "@/lib/flash-toast";
import { navigateWithReload } from "@/lib/navigation";
import { loginSchema } from "@/lib/validation/auth";
import { SECOND_FACTOR_REQUIRED } from "@/lib/validation/two-factor";

/** The administrator's password rule of the specification (the staff form asks for 6). */
export const ADMIN_PASSWORD_MESSAGE = "Password must be at least 8 characters";
const adminLoginSchema = loginSchema.extend({
  password: z.string({ error: ADMIN_PASSWORD_MESSAGE }).min(8, { error: ADMIN_PASSWORD_MESSAGE }),
});

const DENIED = { title: "Access Denied", description: "Invalid administrator credentials" } as const;

type LoginAnswer = { user?: { firstName?: string | null; email: string; role: string }; message?: string; code?: string };

/**
 * The sign-in form /admin shows a signed-out visitor: POST /api/auth/login (nothing is compared in
 * the browser), with the code step of two-factor sign-in, which a system administrator always has.
 * A system administrator's session re-renders the panel in place; any other account is told
 * 'Access Denied' and taken to its own home (its sign-in was valid, so its session is kept).
 */
export function AdminLoginForm() {
  const router = useRouter();
  const [step, setStep] = React.useState<"password" | "code">("password");
  const [refreshing, startRefresh] = React.useTransition();
  const [leaving, setLeaving] = React.useState(false);
  const form: LoginFormFields = useForm({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: "", password: "", code: "" },
  });
  const pending = form.formState.isSubmitting || refreshing || leaving;
  const { setFocus } = form;
  const cameBack = React.useRef(false);

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

  async function onSubmit(values: z.output<typeof adminLoginSchema>) {
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
      // A wrong email or password is the specification's message; anything else (too many
      // attempts, a deactivated account) keeps the server's reason.
      const description = response.status === 401 || !body?.message ? DENIED.description : body.message;
      toast.error(DENIED.title, { description });
      return;
    }

    const { user } = body;
    if (user.role !== "system_admin") {
      queueFlashToast({ kind: "error", ...DENIED });
      setLeaving(true);
      navigateWithReload(homeFor(user.role));
      return;
    }
    toast.success("Login Successful", { description: `Welcome back, ${user.firstName || user.email}!` });
    // The layout re-reads the session: the panel (or the password change it leads to) renders here.
    startRefresh(() => router.refresh());
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Administrator sign-in" className="space-y-4">
        {step === "password" ? (
          <>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" placeholder="admin@example.org" {...field} />
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
