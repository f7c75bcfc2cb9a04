"use client";

import { LogOutIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";

/** Ends the worker's session on the server (POST /api/health-worker/logout); the page renders the sign-in form again. */
export function WorkerLogoutButton() {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const pending = sending || refreshing;

  const logout = async () => {
    setSending(true);
    try {
      await apiRequest("/api/health-worker/logout", { method: "POST" });
      toast.success("Logged Out", { description: "Your health worker session has ended." });
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
