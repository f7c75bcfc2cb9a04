"use client";

import { Ban } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";

import { voidBillRequest, voidPaymentRequest } from "./bill-api";

/** The API's rule (lib/validation/billing.ts voidSchema): 5 to 500 characters. */
const REASON_MIN = 5;
const REASON_MAX = 500;
const REASON_MESSAGE = "Please give a reason of at least 5 characters";

type VoidDialogProps = {
  billId: string;
  /** The payment to void; without it, the whole bill. */
  paymentId?: string;
  /** What is voided, for the button's accessible name and the title ("payment of UGX 20,000"). */
  what: string;
  consequence: string;
};

/**
 * Void a payment or a bill: a reason (kept and audited), then a confirmation. The dialog stays open
 * with the API's message when the server refuses (409: already void, a bill with live payments).
 */
export function VoidDialog({ billId, paymentId, what, consequence }: VoidDialogProps) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const title = paymentId ? "Void this payment?" : "Void this bill?";

  const confirm = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) {
      setError(REASON_MESSAGE);
      return;
    }
    setError(null);
    setPending(true);
    try {
      if (paymentId) await voidPaymentRequest(billId, paymentId, trimmed);
      else await voidBillRequest(billId, trimmed);
      toast.success(paymentId ? "Payment voided" : "Bill voided");
      setOpen(false);
      setReason("");
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "It could not be voided. Please try again.");
      setError(failure instanceof ApiError ? (failure.fieldErrors.reason ?? message) : message);
      if (failure instanceof ApiError && failure.status === 409) router.refresh();
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
          <Ban aria-hidden="true" />
          {paymentId ? "Void" : "Void bill"}
          <span className="sr-only"> {what}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="grid gap-4"
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>
              {what}. {consequence}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              maxLength={REASON_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              placeholder={paymentId ? "For example: recorded twice by mistake" : "For example: opened for the wrong patient"}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {paymentId ? "Void payment" : "Void bill"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
