"use client";

import { LogOutIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";

/**
 * Ends the portal session only (POST /api/patients/logout clears the portal cookie): a staff
 * member who opened the portal on this browser stays signed in. The server then renders the
 * locked form again.
 */
export function PortalLogoutButton() {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const pending = sending || refreshing;

  const logout = async () => {
    setSending(true);
    try {
      await apiRequest("/api/patients/logout", { method: "POST" });
      toast.success("Logged Out", { description: "Your patient portal session has ended." });
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
