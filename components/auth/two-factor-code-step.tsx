"use client";

import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { loginSchema } from "@/lib/validation/auth";

/** The fields of a staff sign-in form (the staff login page and the administrator's sign-in). */
export type LoginFormFields = UseFormReturn<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>;

const CODE_HINT = "Enter the 6-digit code from your authenticator app, or one of your recovery codes";

/**
 * The second step of a staff sign-in once POST /api/auth/login answered `two_factor_required`:
 * the code field (digits from the authenticator app, or a recovery code) inside the caller's form,
 * which submits email, password and code together. Mounted with the step: the form focuses the
 * field, and the recovery choice starts over each time.
 */
export function TwoFactorCodeStep({ form }: { form: LoginFormFields }) {
  // The code field opens the digit keyboard; a recovery code has letters, so the person can switch.
  const [recovery, setRecovery] = React.useState(false);

  function toggleRecovery() {
    setRecovery((r) => !r);
    requestAnimationFrame(() => form.setFocus("code"));
  }

  return (
    <>
      <p className="text-sm text-muted-foreground" role="status">
        Two-factor sign-in is on for <span className="font-medium break-all text-foreground">{form.getValues("email")}</span>.
      </p>
      <FormField
        control={form.control}
        name="code"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Two-factor code</FormLabel>
            <FormControl>
              <Input
                {...field}
                value={field.value ?? ""}
                inputMode={recovery ? "text" : "numeric"}
                autoComplete="one-time-code"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={40}
                placeholder={recovery ? "xxxx-xxxx-xxxx" : "123456"}
              />
            </FormControl>
            <FormDescription>{CODE_HINT}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <Button type="button" variant="link" className="h-auto p-0" onClick={toggleRecovery}>
        {recovery ? "Use the code from the authenticator app" : "Use a recovery code"}
      </Button>
    </>
  );
}
