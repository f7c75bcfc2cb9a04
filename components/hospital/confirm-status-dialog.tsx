"use client";

import { useState } from "react";

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

/**
 * Deactivate or Reactivate one staff member, after a confirmation that says what happens.
 * `onConfirm` does the request; the dialog stays open (and busy) until it settles.
 */
export function ConfirmStatusDialog({
  name,
  active,
  consequence,
  onConfirm,
}: {
  name: string;
  active: boolean;
  /** What deactivating does to this kind of account. */
  consequence: string;
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const action = active ? "Deactivate" : "Reactivate";

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant={active ? "outline" : "secondary"} size="sm" aria-label={`${action} ${name}`}>
          {action}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {action} {name}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            {active ? consequence : `${name} will be able to sign in again with their existing password.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Saving..." : action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
