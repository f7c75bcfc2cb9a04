"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { errorMessage, showFieldErrors } from "@/components/hospital/staff-api";
import { TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import { queueFlashToast } from "@/lib/flash-toast";
import { navigateWithReload } from "@/lib/navigation";
import { changePasswordSchema, type ChangePasswordFormValues, type ChangePasswordInput } from "@/lib/validation/password";

// zod 4 probes `new Function` unless told not to, which the CSP refuses (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY: ChangePasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };
const CHANGED = { title: "Password Changed", description: "Your other sessions were signed out." };

/**
 * Current, new and confirmed password → POST /api/auth/password (staff and health workers); the
 * server's field messages ("Current password is incorrect") go under their fields. Without
 * `redirectTo` the form empties and stays (Settings); with it, a full page load goes there (the
 * forced change of a temporary password, whose session may now open every page).
 */
export function ChangePasswordForm({ redirectTo, currentLabel = "Current Password" }: { redirectTo?: string; currentLabel?: string }) {
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const pending = form.formState.isSubmitting || leaving;

  const change = async (values: ChangePasswordInput) => {
    try {
      await apiRequest("/api/auth/password", { method: "POST", body: values });
    } catch (error) {
      toast.error("Password Change Failed", { description: errorMessage(error, "Please try again.") });
      showFieldErrors(form, error, FIELDS);
      return;
    }
    if (redirectTo) {
      queueFlashToast({ kind: "success", ...CHANGED });
      setLeaving(true);
      navigateWithReload(redirectTo);
      return;
    }
    form.reset(EMPTY);
    toast.success(CHANGED.title, { description: CHANGED.description });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(change)} noValidate aria-label="Change password" className="grid gap-4">
        <TextField control={form.control} name="currentPassword" label={currentLabel} type="password" autoComplete="current-password" />
        <TextField
          control={form.control}
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        />
        <TextField control={form.control} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : <KeyRoundIcon aria-hidden="true" />}
            {pending ? "Saving..." : "Change Password"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
