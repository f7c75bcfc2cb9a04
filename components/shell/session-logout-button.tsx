"use client";

import { LogOutIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";

/**
 * Logout of a portal whose page renders the sign-in form when its own session is gone (the patient
 * portal: POST /api/patients/logout; the health worker portal: POST /api/health-worker/logout).
 * Only that session ends: a staff member signed in on this browser stays signed in.
 */
export function SessionLogoutButton({ path, ended }: { path: string; ended: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const pending = sending || refreshing;

  const logout = async () => {
    setSending(true);
    try {
      await apiRequest(path, { method: "POST" });
      toast.success("Logged Out", { description: ended });
      startRefresh(() => router.refresh());
    } catch (error) {
      toast.error("Logout Failed", { description: error instanceof Error ? error.message : "Please try again." });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button type="button" variant="outline" onClick={() => void logout()} disabled={pending}>
      {pending ? <Spinner aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
      Logout
    </Button>
  );
}
