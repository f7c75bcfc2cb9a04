"use client";

import { LogOutIcon } from "lucide-react";
import { toast } from "sonner";

import { errorMessage } from "@/components/hospital/staff-api";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { apiRequest } from "@/lib/api-client";

/** Settings → "Sign out of all other sessions": POST /api/auth/sessions/revoke after a confirmation. */
export function SignOutOtherSessions() {
  const revoke = async () => {
    try {
      await apiRequest("/api/auth/sessions/revoke", { method: "POST" });
      toast.success("Other Sessions Signed Out", { description: "Every other browser signed in to your account has been signed out." });
      return true;
    } catch (error) {
      toast.error("Sign Out Failed", { description: errorMessage(error, "Please try again.") });
      return false;
    }
  };

  return (
    <ConfirmAction
      trigger={
        <Button variant="outline">
          <LogOutIcon aria-hidden="true" />
          Sign out of all other sessions
        </Button>
      }
      title="Sign out of all other sessions?"
      description="Every other browser or device signed in to your account is signed out at its next step. This browser stays signed in."
      action="Sign Out Other Sessions"
      pendingAction="Signing Out..."
      onConfirm={revoke}
    />
  );
}
