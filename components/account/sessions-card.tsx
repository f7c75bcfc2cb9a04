"use client";

import { LogOutIcon } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/hospital/staff-api";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";

/** Settings → "Sign out of all other sessions": POST /api/auth/sessions/revoke after a confirmation. */
export function SignOutOtherSessions() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const revoke = async (event: MouseEvent) => {
    // Keep the dialog open while the call runs; it closes on success.
    event.preventDefault();
    setPending(true);
    try {
      await apiRequest("/api/auth/sessions/revoke", { method: "POST" });
      setOpen(false);
      toast.success("Other Sessions Signed Out", { description: "Every other browser signed in to your account has been signed out." });
    } catch (error) {
      toast.error("Sign Out Failed", { description: errorMessage(error, "Please try again.") });
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <LogOutIcon aria-hidden="true" />
          Sign out of all other sessions
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Sign out of all other sessions?</AlertDialogTitle>
          <AlertDialogDescription>
            Every other browser or device signed in to your account is signed out at its next step. This browser stays signed in.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void revoke(event)} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Signing Out..." : "Sign Out Other Sessions"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
