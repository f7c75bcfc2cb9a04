"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldOffIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { errorMessage, showFieldErrors } from "@/components/hospital/staff-api";
import { TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import { disableTwoFactorSchema, type DisableTwoFactorInput } from "@/lib/validation/two-factor";

// zod 4 probes `new Function` unless told not to, which the CSP refuses (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

/** "Turn off two-factor sign-in": a confirmation dialog asking for a current code or a recovery code (POST /api/auth/two-factor/disable). */
export function TwoFactorDisable() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const form = useForm<z.input<typeof disableTwoFactorSchema>, unknown, DisableTwoFactorInput>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { code: "" },
  });
  const pending = form.formState.isSubmitting || refreshing;

  const turnOff = async (values: DisableTwoFactorInput) => {
    try {
      await apiRequest("/api/auth/two-factor/disable", { method: "POST", body: values });
    } catch (error) {
      toast.error("Could Not Turn Off Two-Factor Sign-in", { description: errorMessage(error, "Please try again.") });
      showFieldErrors(form, error, ["code"]);
      form.setFocus("code");
      return;
    }
    toast.success("Two-Factor Sign-in Off", { description: "Your password alone now signs you in." });
    setOpen(false);
    startRefresh(() => router.refresh());
  };

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) form.reset({ code: "" });
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={refreshing}>
          {refreshing ? <Spinner aria-hidden="true" /> : <ShieldOffIcon aria-hidden="true" />}
          Turn off two-factor sign-in
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor sign-in?</DialogTitle>
          <DialogDescription>
            Your password alone will sign you in, and your recovery codes stop working. Enter a code from your authenticator app, or one of
            your recovery codes, to confirm.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(turnOff)} noValidate aria-label="Turn off two-factor sign-in" className="grid gap-4">
            <TextField control={form.control} name="code" label="Two-factor code" autoComplete="one-time-code" placeholder="123456 or xxxx-xxxx-xxxx" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Turning Off..." : "Turn Off"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
