"use client";

import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { safeCallbackUrl } from "@/components/auth/safe-callback-url";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { queueFlashToast } from "@/lib/flash-toast";
import { navigateWithReload } from "@/lib/navigation";
import { loginSchema } from "@/lib/validation/auth";

type LoginFormValues = z.input<typeof loginSchema>;
type LoginUser = { firstName?: string | null; email: string; role: string };

/** Hospital staff sign-in: POST /api/auth/login, then a full page load to the role's home. */
export function LoginForm({ callbackUrl }: { callbackUrl?: string | null }) {
  // Stays true after success so the button keeps saying "Signing In..." until the page changes.
  const [redirecting, setRedirecting] = React.useState(false);
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const pending = form.formState.isSubmitting || redirecting;

  async function onSubmit(values: z.output<typeof loginSchema>) {
    let response: Response;
    try {
      response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
    } catch {
      toast.error("Login Failed", { description: "Unable to reach the server. Please try again." });
      return;
    }
    const body = (await response.json().catch(() => null)) as { user?: LoginUser; message?: string } | null;

    if (!response.ok || !body?.user) {
      toast.error("Login Failed", { description: body?.message || "Invalid email or password" });
      return;
    }

    const { user } = body;
    const welcome = { title: "Login Successful", description: `Welcome back, ${user.firstName || user.email}!` };
    toast.success(welcome.title, { description: welcome.description });
    queueFlashToast({ kind: "success", ...welcome });
    setRedirecting(true);
    navigateWithReload(user.role === "system_admin" ? "/admin" : (safeCallbackUrl(callbackUrl) ?? "/"));
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
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
        <Button type="submit" className="w-full" disabled={pending}>
          {pending && <Spinner aria-hidden="true" />}
          {pending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
