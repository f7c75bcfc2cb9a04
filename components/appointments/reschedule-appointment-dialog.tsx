"use client";

import { CalendarClockIcon, ChevronDownIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import type { AppointmentView } from "@/lib/services/appointment-types";
import { localDate } from "@/lib/time";
import { isCalendarDate } from "@/lib/validation/patient-fields";

import { updateAppointmentRequest } from "./appointment-api";
import { appointmentWhen } from "./format";
import { SlotPicker, useSlots } from "./schedule-slot-picker";
import { DURATION_OPTIONS, freeSlot } from "./schedule-values";

type RescheduleAppointmentDialogProps = {
  appointment: Pick<AppointmentView, "id" | "doctorId" | "patientName" | "doctorName" | "appointmentDate" | "duration">;
  timeZone: string;
  /** The hospital's local today: no earlier date is offered. */
  today: string;
  hospitalId?: string;
};

type Errors = { date?: string; time?: string; server?: string };

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

/**
 * Moves an appointment to a free slot of the same doctor (PATCH /api/appointments/{id}
 * { appointmentDate, duration }); a clash answers 409 and its message is shown. The doctor
 * answers the moved appointment again.
 */
export function RescheduleAppointmentDialog({ appointment, timeZone, today, hospitalId }: RescheduleAppointmentDialogProps) {
  const router = useRouter();
  const ids = { date: useId(), duration: useId(), time: useId() };
  const initialDate = () => {
    const current = localDate(new Date(appointment.appointmentDate), timeZone);
    return current >= today ? current : today;
  };
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(initialDate);
  const [duration, setDuration] = useState(String(appointment.duration));
  const [time, setTime] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  // Asked only while the dialog is open.
  const slots = useSlots(open ? appointment.doctorId : "", date, duration, hospitalId, appointment.id);
  // A chosen time counts only while the current answer still shows it free.
  const chosen = freeSlot(slots.slots, time);

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      setDate(initialDate());
      setDuration(String(appointment.duration));
      setTime("");
      setErrors({});
      slots.refresh();
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!isCalendarDate(date)) found.date = "Date is required";
    else if (date < today) found.date = "Date cannot be in the past";
    if (!chosen) found.time = "Time is required";
    setErrors(found);
    if (found.date || !chosen) return;
    setPending(true);
    try {
      await updateAppointmentRequest(appointment.id, { appointmentDate: chosen.startsAt, duration: Number(duration) }, hospitalId);
      toast.success("Appointment Rescheduled", {
        description: `${appointment.patientName} now sees ${appointment.doctorName} on ${appointmentWhen(chosen.startsAt, timeZone)}. The doctor will confirm it again.`,
      });
      setOpen(false);
      router.refresh();
    } catch (error) {
      const message = errorMessage(error, "Failed to reschedule the appointment");
      setErrors({ server: message });
      toast.error("Rescheduling Failed", { description: message });
      if (error instanceof ApiError && error.status === 409) slots.refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="flex-1 sm:flex-none" aria-label={`Reschedule the appointment of ${appointment.patientName} on ${appointmentWhen(appointment.appointmentDate, timeZone)}`}>
          <CalendarClockIcon aria-hidden="true" />
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Reschedule Appointment</DialogTitle>
          <DialogDescription>
            {appointment.patientName} with {appointment.doctorName}, now on {appointmentWhen(appointment.appointmentDate, timeZone)}.
            Times are the hospital&apos;s local time.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Reschedule appointment" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={ids.date}>Date</Label>
              <Input
                id={ids.date}
                type="date"
                min={today}
                value={date}
                aria-invalid={!!errors.date}
                aria-describedby={errors.date ? `${ids.date}-error` : undefined}
                onChange={(e) => {
                  setDate(e.target.value);
                  setTime("");
                }}
              />
              {errors.date ? (
                <p id={`${ids.date}-error`} className="text-sm text-destructive">
                  {errors.date}
                </p>
              ) : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.duration}>Duration</Label>
              <div className="relative">
                <select
                  id={ids.duration}
                  value={duration}
                  onChange={(e) => {
                    setDuration(e.target.value);
                    setTime("");
                  }}
                  className={selectClassName}
                >
                  {DURATION_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
              </div>
            </div>
          </div>
          <div className="grid gap-2">
            <Label id={ids.time}>Time</Label>
            <SlotPicker
              aria-labelledby={ids.time}
              aria-invalid={!!errors.time}
              state={slots}
              value={chosen ? time : ""}
              onChange={setTime}
              hint="Choose a valid date to see the doctor's free times."
            />
            {errors.time ? <p className="text-sm text-destructive">{errors.time}</p> : null}
          </div>
          {errors.server ? (
            <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive">
              {errors.server}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
              Close
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Rescheduling..." : "Reschedule"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
