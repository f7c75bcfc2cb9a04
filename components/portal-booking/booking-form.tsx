"use client";

import { CalendarPlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { PublicSlot } from "@/lib/services/public-slots";
import { bookPortalAppointmentSchema } from "@/lib/validation/portal-booking";
import { cn } from "@/lib/utils";

import { BookingConfirmation } from "./booking-confirmation";
import { BookingDateField } from "./booking-date-field";
import { bookingHref, formatLongDate, slotLabel } from "./format";
import { SlotPicker } from "./slot-picker";
import { useDaySlots } from "./use-day-slots";

z.config({ jitless: true });

const reasonSchema = bookPortalAppointmentSchema.shape.reason;
const REASON_MAX = reasonSchema.maxLength ?? 1000;
const REASON_MIN = reasonSchema.minLength ?? 5;
const CHOOSE_TIME = "Please choose a time";
// The server's word for a clash with the patient's own appointment (appointment-rules.ts), said to the patient.
const PATIENT_CLASH = "The patient is not available at that time";
const YOUR_CLASH = "You already have an appointment at that time. Please choose another time.";

export type BookingFormProps = {
  doctor: { id: string; name: string; hospitalName: string; takesBookings: boolean };
  /** The hospital's local today and the last day that may be booked. */
  today: string;
  lastDay: string;
  date: string;
  dateProblem: string | null;
  slots: PublicSlot[];
  selected: string | null;
};

type Errors = { slot?: string; reason?: string; form?: string };

/**
 * The self-booking form: a day, one of its free slots, a reason; "Request Appointment" posts to
 * POST /api/portal/appointments. The server decides (the slot's exclusion constraint, the pending
 * and lead-time limits): its message is shown, and after a 409 the day's slots are read again.
 */
export function BookingForm({ doctor, today, lastDay, date, dateProblem, slots, selected: preselected }: BookingFormProps) {
  const router = useRouter();
  const day = useDaySlots(doctor.id, { date, slots, problem: dateProblem });
  const [selected, setSelected] = useState(preselected);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<string | null>(null);
  const chosen = day.slots.find((s) => s.available && s.startsAt === selected) ?? null;
  const length = reason.trim().length;

  // The address follows the choice, so that a reload shows the same day and slot.
  const remember = (on: string, startsAt: string | null) => window.history.replaceState(null, "", bookingHref(doctor.id, on, startsAt));

  const changeDate = (next: string) => {
    setSelected(null);
    setErrors({});
    remember(next, null);
    void day.load(next);
  };
  const choose = (startsAt: string) => {
    setSelected(startsAt);
    setErrors((e) => ({ ...e, slot: undefined }));
    remember(day.date, startsAt);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsedReason = reasonSchema.safeParse(reason);
    const found: Errors = { slot: chosen ? undefined : CHOOSE_TIME, reason: parsedReason.success ? undefined : parsedReason.error.issues[0]?.message };
    setErrors(found);
    if (!chosen || !parsedReason.success) {
      if (found.slot) document.querySelector<HTMLInputElement>('input[name="booking-slot"]:not(:disabled)')?.focus();
      else document.getElementById("booking-reason")?.focus();
      return;
    }
    setPending(true);
    try {
      await apiRequest("/api/portal/appointments", { method: "POST", body: { doctorId: doctor.id, appointmentDate: chosen.startsAt, reason: parsedReason.data } });
      setBooked(slotLabel(day.date, chosen.time));
    } catch (error) {
      setErrors(failureOf(error));
      if (error instanceof ApiError && (error.status === 409 || (error.status === 400 && error.fieldErrors.appointmentDate))) {
        // Taken meanwhile, or now too soon: show the day as it is.
        setSelected(null);
        void day.reload();
      }
      // The portal session ended: the page shows the access form again, for this same address.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) router.refresh();
    } finally {
      setPending(false);
    }
  };

  if (booked) return <BookingConfirmation doctorName={doctor.name} hospitalName={doctor.hospitalName} when={booked} />;

  const closed = !doctor.takesBookings;
  return (
    <form onSubmit={submit} noValidate aria-label={`Request an appointment with ${doctor.name}`} className="space-y-5">
      <BookingDateField date={day.date} min={today} max={lastDay} disabled={pending} onChange={changeDate} />
      {day.problem ? (
        <p role="alert" className="text-sm text-destructive">
          {day.problem}
        </p>
      ) : (
        <SlotPicker
          dayLabel={formatLongDate(day.date)}
          slots={day.slots}
          selected={chosen?.startsAt ?? null}
          onSelect={choose}
          loading={day.loading}
          disabled={pending || closed}
          error={errors.slot}
        />
      )}

      <div className="space-y-1.5">
        <Label htmlFor="booking-reason">Reason for visit</Label>
        <Textarea
          id="booking-reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (errors.reason) setErrors((prev) => ({ ...prev, reason: undefined }));
          }}
          disabled={pending || closed}
          required
          rows={4}
          maxLength={REASON_MAX}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={`booking-reason-count${errors.reason ? " booking-reason-error" : ""}`}
          placeholder="Your symptoms, since when, and anything the doctor should know"
        />
        <p id="booking-reason-count" className={cn("text-xs", length > REASON_MAX ? "text-destructive" : "text-muted-foreground")}>
          At least {REASON_MIN} characters: {length} / {REASON_MAX}
        </p>
        {errors.reason ? (
          <p id="booking-reason-error" role="alert" className="text-sm text-destructive">
            {errors.reason}
          </p>
        ) : null}
      </div>

      {/* Without slots to show (a day that cannot be booked), "Please choose a time" is said here. */}
      <FormFailure message={errors.form ?? (day.problem ? errors.slot : undefined)} />
      {chosen ? (
        <p className="text-sm">
          Requesting <span className="font-medium">{slotLabel(day.date, chosen.time)}</span> with {doctor.name}.
        </p>
      ) : null}
      <Button type="submit" disabled={pending || closed} className="w-full sm:w-auto">
        {pending ? <Spinner aria-hidden="true" /> : <CalendarPlusIcon aria-hidden="true" />}
        {pending ? "Requesting..." : "Request Appointment"}
      </Button>
    </form>
  );
}

/** Where the server's refusal is shown: beside the field it names, else above the button. */
function failureOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: "The appointment could not be requested. Please try again." };
  if (error.status === 401 || error.status === 403) return { form: "Your portal session has ended. Please open the portal again to book." };
  if (error.message === PATIENT_CLASH) return { form: YOUR_CLASH };
  if (error.status === 400 && error.fieldErrors.reason) return { reason: error.fieldErrors.reason };
  if (error.status === 0 || error.status >= 500) return { form: error.message || "The appointment could not be requested. Please try again." };
  return { form: error.message };
}
