"use client";

import { UserXIcon } from "lucide-react";
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
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";

type Props = { appointmentId: string; patientName: string; when: string };

/**
 * 'No-show' on an active appointment whose start time has passed (PATCH
 * /api/doctor/appointments/{id}/no-show), after a confirmation; the server decides whether it is
 * still possible (409 otherwise) and the page refreshes.
 */
export function NoShowButton({ appointmentId, patientName, when }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      await apiRequest(`/api/doctor/appointments/${encodeURIComponent(appointmentId)}/no-show`, { method: "PATCH", body: {} });
      toast.success("No-show Recorded", { description: `${patientName} did not attend on ${when}. The patient has been told.` });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Could Not Record the No-show", { description: errorMessage(error, "Please try again.") });
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`No-show: record that ${patientName} did not attend on ${when}`}>
          <UserXIcon aria-hidden="true" />
          No-show
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Record a No-show</AlertDialogTitle>
          <AlertDialogDescription>
            Record that {patientName} did not attend the appointment on {when}? The appointment is closed as a no-show and
            the patient is asked to book again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Back</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Recording..." : "Record No-show"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
