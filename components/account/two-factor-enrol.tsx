"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheckIcon } from "lucide-react";
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
import { enableTwoFactorSchema, type EnableTwoFactorInput } from "@/lib/validation/two-factor";

import { RecoveryCodes } from "./two-factor-recovery-codes";

// zod 4 probes `new Function` unless told not to, which the CSP refuses (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

type Setup = { otpauthUrl: string; qrSvg: string };
type Phase = { name: "off" } | ({ name: "scan" } & Setup) | { name: "codes"; codes: string[] };

/** The secret of an otpauth:// URI, in groups of four for typing into an app by hand. */
function secretGroups(otpauthUrl: string): string {
  const secret = new URL(otpauthUrl).searchParams.get("secret") ?? "";
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}

/**
 * Two-factor set-up: POST /api/auth/two-factor/setup (QR code, key, URI), then the first code to
 * POST /api/auth/two-factor/enable, then the ten recovery codes, shown once. The page's status is
 * refreshed only when the person says the codes are saved (a refresh would hide them).
 */
export function TwoFactorEnrol() {
  const [phase, setPhase] = useState<Phase>({ name: "off" });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const form = useForm<z.input<typeof enableTwoFactorSchema>, unknown, EnableTwoFactorInput>({
    resolver: zodResolver(enableTwoFactorSchema),
    defaultValues: { code: "" },
  });

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const setup = await apiRequest<Setup>("/api/auth/two-factor/setup", { method: "POST" });
      form.reset({ code: "" });
      setPhase({ name: "scan", ...setup });
    } catch (error) {
      const message = errorMessage(error, "The set-up could not start. Please try again.");
      setStartError(message);
      toast.error("Two-Factor Set-up Failed", { description: message });
    } finally {
      setStarting(false);
    }
  };

  const confirm = async (values: EnableTwoFactorInput) => {
    try {
      const { recoveryCodes } = await apiRequest<{ recoveryCodes: string[] }>("/api/auth/two-factor/enable", { method: "POST", body: values });
      setPhase({ name: "codes", codes: recoveryCodes });
      toast.success("Two-Factor Sign-in On", { description: "Save your recovery codes now: they are shown only once." });
    } catch (error) {
      toast.error("Two-Factor Set-up Failed", { description: errorMessage(error, "Please try again.") });
      showFieldErrors(form, error, ["code"]);
      form.setFocus("code");
    }
  };

  if (phase.name === "codes") return <RecoveryCodes codes={phase.codes} />;

  if (phase.name === "off") {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">Two-factor sign-in is off: your password alone signs you in.</p>
        {startError ? (
          <p role="alert" className="text-sm text-destructive">
            {startError}
          </p>
        ) : null}
        <Button type="button" onClick={() => void start()} disabled={starting}>
          {starting ? <Spinner aria-hidden="true" /> : <ShieldCheckIcon aria-hidden="true" />}
          {starting ? "Starting..." : "Set up two-factor sign-in"}
        </Button>
      </div>
    );
  }

  const pending = form.formState.isSubmitting;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-5 pl-5 text-sm marker:font-semibold">
        <li className="space-y-3">
          <p>Scan this QR code with your authenticator app.</p>
          {/* An <img> of the server's SVG: shown as a picture, never run as markup. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI, nothing for next/image to optimise */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(phase.qrSvg)}`}
            alt="QR code to add this account to an authenticator app"
            width={200}
            height={200}
            className="size-[200px] rounded-md border bg-white p-1"
          />
        </li>
        <li className="space-y-2">
          <p>Cannot scan it? Enter this key in the app instead (time-based, 6 digits):</p>
          <code aria-label="Set-up key" className="block rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wider break-all">
            {secretGroups(phase.otpauthUrl)}
          </code>
          <details className="text-muted-foreground">
            <summary className="cursor-pointer">Show the set-up link (otpauth URI)</summary>
            <code className="mt-2 block rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">{phase.otpauthUrl}</code>
          </details>
        </li>
        <li>
          <Form {...form}>
            <form onSubmit={form.handleSubmit(confirm)} noValidate aria-label="Confirm two-factor set-up" className="grid max-w-xs gap-3">
              <TextField
                control={form.control}
                name="code"
                label="Six-digit code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={pending}>
                  {pending ? <Spinner aria-hidden="true" /> : null}
                  {pending ? "Verifying..." : "Turn on two-factor sign-in"}
                </Button>
                <Button type="button" variant="outline" onClick={() => setPhase({ name: "off" })} disabled={pending}>
                  Cancel
                </Button>
              </div>
            </form>
          </Form>
        </li>
      </ol>
    </div>
  );
}
