"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
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

import { updatePriceItemRequest } from "./bill-api";

/**
 * Deactivate (no new bill takes it; bills already written keep it) or reactivate a price list item,
 * after a confirmation. The API's message shows in the dialog when it refuses (a second active fee).
 */
export function PriceItemActive({ id, name, active }: { id: string; name: string; active: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = active ? "Deactivate" : "Reactivate";

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await updatePriceItemRequest(id, { isActive: !active });
      toast.success(active ? `${name} deactivated` : `${name} reactivated`);
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, "The item could not be changed. Please try again."));
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
        if (!next) setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {action}
          <span className="sr-only"> {name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {action} {name}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            {active
              ? `${name} can no longer be added to bills, and a consultation fee is no longer charged when a consultation completes. Bills already written keep it.`
              : `${name} can be added to bills again at its price on the list.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
