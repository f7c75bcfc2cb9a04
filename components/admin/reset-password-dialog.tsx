"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { formatDateTime } from "@/components/admin/format";
import { CredentialsDialog } from "@/components/staff/credentials-dialog";
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

type Issued = { temporaryPassword?: string; expiresAt: string };

/**
 * Reset Password of the Users tab: after a confirmation, POST /api/admin/users/{id}/temporary-password.
 * The one-time password is mailed to the user, whose sessions end; it must be replaced at the next
 * sign-in. The answer also carries it, and then it is shown here once (the server keeps its hash only).
 */
export function ResetPasswordDialog({ userId, name, email }: { userId: string; name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const answer = await apiRequest<Issued>(`/api/admin/users/${encodeURIComponent(userId)}/temporary-password`, { method: "POST", body: {} });
      setOpen(false);
      toast.success("Password Reset", { description: `A one-time password was mailed to ${email}.` });
      if (answer.temporaryPassword) setIssued(answer);
    } catch (error) {
      toast.error("Failed to update user", { description: error instanceof Error ? error.message : "Please try again." });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm">
            <KeyRound aria-hidden="true" />
            Reset Password<span className="sr-only"> of {name}</span>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Reset the password of {name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Their current password stops working and they are signed out everywhere. A one-time password is mailed to {email};
              they must replace it at their next sign-in.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Resetting..." : "Reset Password"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <CredentialsDialog
        open={issued !== null}
        onOpenChange={(next) => !next && setIssued(null)}
        title="One-Time Password"
        description={`Mailed to ${email}. If the mail cannot reach ${name}, hand this over securely: it works until ${issued ? formatDateTime(issued.expiresAt) : ""} and must be replaced at the first sign-in.`}
        credentials={issued?.temporaryPassword ? [{ label: "Email", value: email }, { label: "One-Time Password", value: issued.temporaryPassword }] : []}
      />
    </>
  );
}
