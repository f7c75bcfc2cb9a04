"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { z } from "zod";

import { TwoStepSignInForm, type SignedInUser, type SignInAnswer } from "@/components/auth/two-step-sign-in-form";
import { homeFor } from "@/lib/auth/roles";
import { queueFlashToast } from "@/lib/flash-toast";
import { navigateWithReload } from "@/lib/navigation";
import { loginSchema } from "@/lib/validation/auth";

/** The administrator's password rule of the specification (the staff form asks for 6). */
export const ADMIN_PASSWORD_MESSAGE = "Password must be at least 8 characters";
const adminLoginSchema = loginSchema.extend({
  password: z.string({ error: ADMIN_PASSWORD_MESSAGE }).min(8, { error: ADMIN_PASSWORD_MESSAGE }),
});

const DENIED = { title: "Access Denied", description: "Invalid administrator credentials" } as const;

/** A wrong email or password is the specification's message; anything else (too many attempts, a
 *  deactivated account) keeps the server's reason. */
function denied(status: number, body: SignInAnswer | null) {
  return { title: DENIED.title, description: status === 401 || !body?.message ? DENIED.description : body.message };
}

/**
 * The sign-in form /admin shows a signed-out visitor, with the code step of two-factor sign-in,
 * which a system administrator always has. A system administrator's session re-renders the panel
 * in place; any other account is told 'Access Denied' and taken to its own home (its sign-in was
 * valid, so its session is kept).
 */
export function AdminLoginForm() {
  const router = useRouter();
  const [refreshing, startRefresh] = React.useTransition();
  const [leaving, setLeaving] = React.useState(false);

  function onSignedIn(user: SignedInUser) {
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
    <TwoStepSignInForm
      schema={adminLoginSchema}
      emailPlaceholder="admin@example.org"
      ariaLabel="Administrator sign-in"
      failure={denied}
      onSignedIn={onSignedIn}
      busy={refreshing || leaving}
    />
  );
}
