"use client";

import * as React from "react";
import { toast } from "sonner";

import { safeCallbackUrl } from "@/components/auth/safe-callback-url";
import { TwoStepSignInForm, type SignedInUser } from "@/components/auth/two-step-sign-in-form";
import { queueFlashToast } from "@/lib/flash-toast";
import { navigateWithReload } from "@/lib/navigation";
import { loginSchema } from "@/lib/validation/auth";

/**
 * Hospital staff sign-in: POST /api/auth/login, then a full page load to the role's home (or to
 * the password change when the password is a temporary one). An account with two-factor sign-in
 * on answers `two_factor_required`: the form then asks for the code and sends all three.
 */
export function LoginForm({ callbackUrl }: { callbackUrl?: string | null }) {
  // Stays true after success so the button keeps saying "Signing In..." until the page changes.
  const [redirecting, setRedirecting] = React.useState(false);

  function onSignedIn(user: SignedInUser) {
    const welcome = { title: "Login Successful", description: `Welcome back, ${user.firstName || user.email}!` };
    toast.success(welcome.title, { description: welcome.description });
    queueFlashToast({ kind: "success", ...welcome });
    setRedirecting(true);
    // A temporary password: the page gates lead from there to /change-password.
    navigateWithReload(user.role === "system_admin" ? "/admin" : (safeCallbackUrl(callbackUrl) ?? "/"));
  }

  return (
    <TwoStepSignInForm
      schema={loginSchema}
      emailPlaceholder="you@hospital.org"
      failure={(_status, body) => ({ title: "Login Failed", description: body?.message || "Invalid email or password" })}
      onSignedIn={onSignedIn}
      busy={redirecting}
    />
  );
}
