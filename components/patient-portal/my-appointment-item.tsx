"use client";

import { CalendarXIcon } from "lucide-react";
import { toast } from "sonner";

import { formatDay } from "@/components/patients/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { ApiError, apiRequest } from "@/lib/api-client";
import { isActiveStatus } from "@/lib/constants/appointments";
import { cn } from "@/lib/utils";

import { MY_STATUS_LABELS, MY_STATUS_STYLES } from "./my-appointments-format";
import type { MyAppointment } from "./types";

const doctorOf = (a: MyAppointment) => a.doctorName ?? "your doctor";
const whenOf = (a: MyAppointment) => `${formatDay(a.date)} at ${a.time}`;

export function MyAppointmentStatusBadge({ status }: { status: MyAppointment["status"] }) {
  return (
    <Badge variant="outline" className={cn(MY_STATUS_STYLES[status])} data-status={status}>
      {MY_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

type ItemProps = {
  appointment: MyAppointment;
  /** The appointment as the server answers it after a change (cancelled, or no longer cancellable). */
  onChanged: (appointment: MyAppointment) => void;
};

type ItemOfListProps = ItemProps & { upcoming: boolean };

/** One of the patient's appointments: doctor, department, hospital, local date and time, status, and Cancel while allowed. */
export function MyAppointmentItem({ appointment: a, onChanged, upcoming }: ItemOfListProps) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">{a.doctorName ?? "Doctor not assigned"}</p>
        {a.departmentName ? <p className="text-sm text-muted-foreground">{a.departmentName}</p> : null}
        <p className="text-sm">
          {whenOf(a)} <span className="text-muted-foreground">(hospital time)</span>
        </p>
        <p className="text-xs text-muted-foreground">{a.hospitalName}</p>
        {a.status === "rejected" && a.doctorResponse ? <p className="text-sm text-muted-foreground">Doctor&apos;s note: {a.doctorResponse}</p> : null}
      </div>
      <div className="flex flex-col items-end gap-2">
        <MyAppointmentStatusBadge status={a.status} />
        {a.cancellable ? (
          <CancelAppointment appointment={a} onChanged={onChanged} />
        ) : upcoming && isActiveStatus(a.status) ? (
          <p className="max-w-48 text-right text-xs text-muted-foreground">Too late to cancel online: please call the hospital.</p>
        ) : null}
      </div>
    </li>
  );
}

/** Cancel, behind a confirmation: POST /api/portal/appointments/{id}/cancel; the server decides the window (409 past it). */
function CancelAppointment({ appointment: a, onChanged }: ItemProps) {
  const cancel = async (): Promise<boolean | string> => {
    try {
      const view = await apiRequest<MyAppointment>(`/api/portal/appointments/${encodeURIComponent(a.id)}/cancel`, { method: "POST" });
      onChanged(view);
      toast.success("Appointment Cancelled", { description: `Your appointment with ${doctorOf(a)} on ${whenOf(a)} is cancelled; the doctor has been told.` });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Past the window, or answered meanwhile: Cancel is no longer offered.
        onChanged({ ...a, cancellable: false });
        return error.message;
      }
      return error instanceof ApiError ? error.message : "The appointment could not be cancelled. Please try again.";
    }
  };

  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={`Cancel appointment with ${doctorOf(a)} on ${whenOf(a)}`}>
          <CalendarXIcon aria-hidden="true" />
          Cancel
        </Button>
      }
      title="Cancel this appointment?"
      description={`Your appointment with ${doctorOf(a)} at ${a.hospitalName} on ${whenOf(a)} (hospital time) will be cancelled and the time freed for other patients. The doctor is told.`}
      action="Cancel Appointment"
      pendingAction="Cancelling..."
      onConfirm={cancel}
    />
  );
}
