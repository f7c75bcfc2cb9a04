"use client";

import { useState, type ReactNode } from "react";

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
import { FormFailure } from "@/components/ui/form-failure";
import { Spinner } from "@/components/ui/spinner";

type Props = {
  /** The button that opens the confirmation (rendered as the dialog's trigger). */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  action: string;
  pendingAction: string;
  /**
   * Does the request. `true` closes the dialog; a string keeps it open and shows that failure in
   * it; `false` keeps it open (the caller reported the failure itself, e.g. in a toast).
   */
  onConfirm: () => Promise<boolean | string>;
};

/** A destructive or far-reaching action behind a confirmation that says what happens; the dialog
 *  stays open and busy until the request settles, and cannot be dismissed meanwhile. */
export function ConfirmAction({ trigger, title, description, action, pendingAction, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async (event: React.MouseEvent) => {
    // Keep the dialog open while the call runs; it closes on success.
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      const outcome = await onConfirm();
      if (outcome === true) setOpen(false);
      else if (typeof outcome === "string") setFailure(outcome);
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (next) setFailure(null);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <FormFailure message={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? pendingAction : action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
