"use client";

import { KeyRoundIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { BOTH_REQUIRED, verifyPatientSchema } from "@/lib/validation/patient-portal";

import { takeRememberedHealthNumber } from "./remembered-health-number";

const DENIED = "Invalid health number or date of birth.";

/**
 * The locked portal: health number and date of birth. POST /api/patients/verify opens a portal
 * session (its own cookie), then the server renders the dashboard on refresh.
 */
export function PortalAccessForm() {
  const router = useRouter();
  const healthNumberRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const pending = sending || refreshing;

  // Straight after self-registration the new number is filled in for the patient.
  useEffect(() => {
    const remembered = takeRememberedHealthNumber();
    if (remembered && healthNumberRef.current && !healthNumberRef.current.value) {
      healthNumberRef.current.value = remembered;
    }
  }, []);

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const parsed = verifyPatientSchema.safeParse({
      healthNumber: data.get("healthNumber"),
      dateOfBirth: data.get("dateOfBirth"),
    });
    if (!parsed.success) {
      toast.error("Missing Information", { description: BOTH_REQUIRED });
      return;
    }
    setSending(true);
    try {
      await apiRequest("/api/patients/verify", { method: "POST", body: parsed.data });
      toast.success("Access Granted", { description: "Welcome to your patient portal." });
      startRefresh(() => router.refresh());
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        // Too many attempts: the server says when to try again.
        toast.error("Access Denied", { description: error.message });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        toast.error("Access Denied", { description: DENIED });
      } else {
        toast.error("Error", { description: "Failed to verify credentials. Please try again." });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={verify} noValidate aria-label="Patient portal access" className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="portal-health-number">Health Number</Label>
        <Input
          id="portal-health-number"
          ref={healthNumberRef}
          name="healthNumber"
          placeholder="e.g. UG-PAT-2025-001"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="portal-date-of-birth">Date of Birth</Label>
        <Input
          id="portal-date-of-birth"
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
        />
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Spinner aria-hidden="true" /> : <KeyRoundIcon aria-hidden="true" />}
        {pending ? "Verifying..." : "Access Patient Portal"}
      </Button>
    </form>
  );
}
