"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

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
import { ApiError, apiRequest } from "@/lib/api-client";

import { PAYMENT_ACTIONS, type PaymentAction } from "./payment-format";

type PaymentActionsProps = {
  paymentId: string;
  /** What the row names in the buttons' accessible names and the confirmation ("City Hospital, basic"). */
  description: string;
  /** The statuses this invoice may move to (PAYMENT_TRANSITIONS, decided on the server). */
  actions: PaymentAction[];
};

/**
 * Mark paid, Mark failed and Refund, each only where the invoice's status allows it; failing and
 * refunding ask first. PATCH /api/admin/payments/{id}; the server decides again (409 if the
 * status moved meanwhile) and its message is shown.
 */
export function PaymentActions({ paymentId, description, actions }: PaymentActionsProps) {
  const router = useRouter();
  const [pending, setPending] = useState<PaymentAction | null>(null);

  if (actions.length === 0) return <span className="text-xs text-muted-foreground">No action</span>;

  const run = async (status: PaymentAction): Promise<boolean> => {
    setPending(status);
    try {
      await apiRequest(`/api/admin/payments/${encodeURIComponent(paymentId)}`, { method: "PATCH", body: { status } });
      toast.success("Payment Updated", { description: `${description}: ${PAYMENT_ACTIONS[status].label.toLowerCase()}.` });
      router.refresh();
      return true;
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : "Please try again.";
      toast.error("Failed to update payment", { description: message });
      return false;
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((status) => {
        const { label, confirm } = PAYMENT_ACTIONS[status];
        const name = `${label}: ${description}`;
        if (!confirm) {
          return (
            <Button key={status} size="sm" aria-label={name} disabled={pending !== null} onClick={() => void run(status)}>
              {pending === status ? <Spinner aria-hidden="true" /> : null}
              {label}
            </Button>
          );
        }
        return <ConfirmAction key={status} label={label} name={name} description={description} consequence={confirm} busy={pending !== null} onConfirm={() => run(status)} />;
      })}
    </div>
  );
}

function ConfirmAction(props: { label: string; name: string; description: string; consequence: string; busy: boolean; onConfirm: () => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      if (await props.onConfirm()) setOpen(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={props.name} disabled={props.busy}>
          {props.label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {props.label}: {props.description}?
          </AlertDialogTitle>
          <AlertDialogDescription>{props.consequence}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={saving}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={saving} className={props.label === "Refund" || props.label === "Mark failed" ? "bg-destructive text-white hover:bg-destructive/90" : undefined}>
            {saving ? <Spinner aria-hidden="true" /> : null}
            {saving ? "Saving..." : props.label}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
