"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRoundIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { showFieldErrors } from "@/components/hospital/staff-api";
import { TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { changeWorkerPasswordSchema, type ChangeWorkerPasswordInput } from "@/lib/validation/health-worker-profile";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change Password (POST /api/health-worker/password): every other session of the worker ends; this one stays. */
export function WorkerPasswordForm() {
  const form = useForm<z.input<typeof changeWorkerPasswordSchema>, unknown, ChangeWorkerPasswordInput>({
    resolver: zodResolver(changeWorkerPasswordSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const pending = form.formState.isSubmitting;

  const change = async (values: ChangeWorkerPasswordInput) => {
    try {
      await apiRequest("/api/health-worker/password", { method: "POST", body: values });
      form.reset(EMPTY);
      toast.success("Password Changed", { description: "Your other sessions have been signed out." });
    } catch (error) {
      toast.error("Password Change Failed", { description: error instanceof ApiError ? error.message : "Please try again." });
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Card id="password" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>Change Password</h2>
        </CardTitle>
        <CardDescription>At least 8 characters, with an uppercase letter, a lowercase letter and a number.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(change)} noValidate aria-label="Change password" className="grid gap-4">
            <TextField control={form.control} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
            <TextField control={form.control} name="newPassword" label="New Password" type="password" autoComplete="new-password" />
            <TextField control={form.control} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
            <div>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : <KeyRoundIcon aria-hidden="true" />}
                {pending ? "Saving..." : "Change Password"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
