"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { CredentialsDialog, type Credential } from "@/components/staff/credentials-dialog";
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

import { errorMessage } from "./staff-api";

type Issued = { temporaryPassword: string; expiresAt: string };

/**
 * "New Password" for a doctor or an employed health worker who cannot sign in: after a
 * confirmation, POST …/temporary-password; the password is shown once (and mailed), must be
 * replaced at the next sign-in and expires after 72 hours. `path` is the account's API path.
 */
export function IssuePasswordDialog({ name, path, signInName }: { name: string; path: string; signInName: Credential }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      setIssued(await apiRequest<Issued>(`${path}/temporary-password`, { method: "POST", body: {} }));
      setOpen(false);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to issue a new password") });
    } finally {
      setPending(false);
    }
  };

  const expires = issued ? new Date(issued.expiresAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "";
  return (
    <>
      <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`New Password for ${name}`}>
            <KeyRound aria-hidden="true" />
            New Password
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Issue a new temporary password for {name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Their current password stops working and they are signed out everywhere. The new password is shown to you once and
              mailed to them; they must replace it at their next sign-in, and it expires after 72 hours unused.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Issuing..." : "Issue Password"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <CredentialsDialog
        open={issued !== null}
        onOpenChange={(next) => !next && setIssued(null)}
        title="New Temporary Password"
        description={`Hand these to ${name}. The password works until ${expires} and must be replaced at the first sign-in.`}
        credentials={issued ? [signInName, { label: "Temporary Password", value: issued.temporaryPassword }] : []}
      />
    </>
  );
}
