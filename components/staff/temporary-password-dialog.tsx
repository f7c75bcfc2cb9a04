"use client";

import { KeyRound } from "lucide-react";
import { useState, type ReactNode } from "react";
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

export type IssuedPassword = { temporaryPassword?: string; expiresAt: string };

type Props = {
  /** POST target, e.g. `/api/doctors/{id}/temporary-password`. */
  path: string;
  /** The trigger button: its text and its accessible name (which names the person). */
  trigger: { text: ReactNode; ariaLabel?: string };
  confirm: { title: string; description: string; action: string; pendingAction: string };
  /** The one-time password dialog: its title, text and the credentials to show. */
  result: (issued: IssuedPassword & { temporaryPassword: string }) => { title: string; description: string; credentials: Credential[] };
  onIssued?: (issued: IssuedPassword) => void;
  failure: (error: unknown) => { title: string; description: string };
};

/**
 * A temporary password for someone who cannot sign in: after a confirmation, POST `path`; the
 * password (also mailed) is shown once, since the server keeps only its hash, and must be replaced
 * at the next sign-in. Used by the hospital (doctors, health workers) and the system administrator.
 */
export function TemporaryPasswordDialog({ path, trigger, confirm, result, onIssued, failure }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [issued, setIssued] = useState<(IssuedPassword & { temporaryPassword: string }) | null>(null);

  const submit = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const answer = await apiRequest<IssuedPassword>(path, { method: "POST", body: {} });
      setOpen(false);
      onIssued?.(answer);
      if (answer.temporaryPassword) setIssued({ ...answer, temporaryPassword: answer.temporaryPassword });
    } catch (error) {
      const { title, description } = failure(error);
      toast.error(title, { description });
    } finally {
      setPending(false);
    }
  };

  const shown = issued ? result(issued) : null;
  return (
    <>
      <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={trigger.ariaLabel}>
            <KeyRound aria-hidden="true" />
            {trigger.text}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm.title}</AlertDialogTitle>
            <AlertDialogDescription>{confirm.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={(event) => void submit(event)} disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? confirm.pendingAction : confirm.action}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <CredentialsDialog
        open={shown !== null}
        onOpenChange={(next) => !next && setIssued(null)}
        title={shown?.title ?? ""}
        description={shown?.description ?? ""}
        credentials={shown?.credentials ?? []}
      />
    </>
  );
}
