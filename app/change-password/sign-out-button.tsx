"use client";

import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import { navigateWithReload } from "@/lib/navigation";

/**
 * /change-password's way out without choosing a password: the staff logout (POST /api/auth/logout)
 * or the worker's (POST /api/health-worker/logout), then a full page load to that sign-in page.
 */
export function SignOutButton({ worker }: { worker: boolean }) {
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await apiRequest(worker ? "/api/health-worker/logout" : "/api/auth/logout", { method: "POST" });
      navigateWithReload(worker ? "/health-worker-login" : "/login");
    } catch (error) {
      setPending(false);
      toast.error("Sign Out Failed", { description: error instanceof Error ? error.message : "Please try again." });
    }
  };

  return (
    <Button type="button" variant="ghost" onClick={() => void signOut()} disabled={pending}>
      {pending ? <Spinner aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
      Sign out
    </Button>
  );
}
