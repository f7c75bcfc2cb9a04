"use client";

import { CheckIcon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

import { failureMessage, respondRequest } from "./doctor-api";

type Props = { appointmentId: string; patientName: string; when: string };

/**
 * Accept and Reject of one pending appointment (PATCH /api/doctor/appointments/{id}/respond).
 * Reject asks for a reason first; its button stays disabled until a non-blank one is typed.
 */
export function RespondActions({ appointmentId, patientName, when }: Props) {
  const router = useRouter();
  const reasonId = useId();
  const [sending, setSending] = useState<"accept" | "reject" | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState("");
  const busy = sending !== null || refreshing;

  const respond = async (body: { action: "accept" } | { action: "reject"; reason: string }) => {
    setSending(body.action);
    try {
      await respondRequest(appointmentId, body);
      if (body.action === "accept") {
        toast.success("Appointment Accepted", { description: `The appointment of ${patientName} on ${when} is confirmed.` });
      } else {
        toast.success("Appointment Rejected", { description: `${patientName} will be told the reason.` });
        setRejectOpen(false);
        setReason("");
      }
      startRefresh(() => router.refresh());
    } catch (error) {
      toast.error("Error", { description: failureMessage(error, "The appointment could not be updated. Please try again.") });
    } finally {
      setSending(null);
    }
  };

  const trimmed = reason.trim();

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        onClick={() => void respond({ action: "accept" })}
        disabled={busy}
        aria-label={`Accept the appointment of ${patientName} on ${when}`}
      >
        {sending === "accept" ? <Spinner aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
        Accept
      </Button>
      <Dialog
        open={rejectOpen}
        onOpenChange={(next) => {
          if (sending === "reject") return;
          setRejectOpen(next);
          if (!next) setReason("");
        }}
      >
        <DialogTrigger asChild>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Reject the appointment of ${patientName} on ${when}`}
          >
            <XIcon aria-hidden="true" />
            Reject
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reject Appointment</DialogTitle>
            <DialogDescription>
              {patientName}, {when}. The patient is told the reason.
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (trimmed && !busy) void respond({ action: "reject", reason: trimmed });
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>Reason for rejection</Label>
              <Textarea
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={1000}
                rows={3}
                required
                placeholder="For example: I am away at a conference that day."
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setRejectOpen(false)} disabled={sending === "reject"}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!trimmed || busy}>
                {sending === "reject" ? <Spinner aria-hidden="true" /> : null}
                {sending === "reject" ? "Rejecting..." : "Reject"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
