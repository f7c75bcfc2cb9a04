"use client";

import { XCircleIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type MouseEvent } from "react";
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
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AppointmentView } from "@/lib/services/appointment-types";

import { updateAppointmentRequest } from "./appointment-api";

type CancelAppointmentDialogProps = {
  appointment: Pick<AppointmentView, "id" | "patientName" | "doctorName">;
  /** "Mon, Nov 23, 2026 at 09:30" in the hospital's zone. */
  when: string;
  hospitalId?: string;
};

/** Cancel, after a confirmation (PATCH /api/appointments/{id} { status: "cancelled" }); the page refreshes. */
export function CancelAppointmentDialog({ appointment, when, hospitalId }: CancelAppointmentDialogProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async (event: MouseEvent<HTMLButtonElement>) => {
    // The dialog stays open until the server has answered.
    event.preventDefault();
    setPending(true);
    try {
      await updateAppointmentRequest(appointment.id, { status: "cancelled" }, hospitalId);
      toast.success("Appointment Cancelled", {
        description: `The appointment of ${appointment.patientName} on ${when} has been cancelled. The patient and doctor will be notified.`,
      });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Cancellation Failed", { description: errorMessage(error, "Failed to cancel the appointment") });
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="flex-1 sm:flex-none" aria-label={`Cancel the appointment of ${appointment.patientName} on ${when}`}>
          <XCircleIcon aria-hidden="true" />
          Cancel
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel Appointment</AlertDialogTitle>
          <AlertDialogDescription>
            Cancel the appointment of {appointment.patientName} with {appointment.doctorName} on {when}? The patient and
            the doctor will be notified, and the time becomes free for other bookings.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep Appointment</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={pending} className={buttonVariants({ variant: "destructive" })}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Cancelling..." : "Cancel Appointment"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
