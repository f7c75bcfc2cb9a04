"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, CalendarPlus, Eraser } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";

import { errorMessage, showServerFieldErrors } from "@/components/patients/patient-api";
import { TextAreaField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import {
  emptyScheduleAppointmentForm,
  scheduleAppointmentFormSchema,
  type ScheduleAppointmentFormValues,
} from "@/lib/validation/appointment-form";

import { bookAppointmentRequest, type PatientMatch } from "./appointment-api";
import { ScheduleDoctorFields } from "./schedule-doctor-fields";
import { PatientPicker } from "./schedule-patient-picker";
import { useSlots } from "./schedule-slot-picker";
import { ScheduleTimeFields } from "./schedule-time-fields";
import { bookingBody, freeSlot } from "./schedule-values";

const FIELDS = Object.keys(emptyScheduleAppointmentForm);

type ScheduleAppointmentFormProps = {
  /** The hospital's local today (YYYY-MM-DD): no date before it. */
  today: string;
  /** The hospital's active departments. */
  departments: { id: string; name: string }[];
  /** Only for system_admin, who names the hospital on every call. */
  hospitalId?: string;
};

/**
 * The scheduling form of /schedule-appointment (specification 001): patient, department and
 * doctor, date, a free slot and duration, reason and notes; POST /api/appointments books it.
 */
export function ScheduleAppointmentForm({ today, departments, hospitalId }: ScheduleAppointmentFormProps) {
  const router = useRouter();
  const schema = useMemo(() => scheduleAppointmentFormSchema(today), [today]);
  const form = useForm<ScheduleAppointmentFormValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: emptyScheduleAppointmentForm,
  });
  const { control } = form;
  const pending = form.formState.isSubmitting;
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  const [departmentId, doctorId, date, duration, time] = useWatch({
    control,
    name: ["departmentId", "doctorId", "appointmentDate", "duration", "appointmentTime"],
  });
  const slots = useSlots(doctorId, date, duration, hospitalId);

  // Another department: its doctors are other people, so the doctor chosen before is cleared.
  useEffect(
    () =>
      form.subscribe({
        name: "departmentId",
        exact: true,
        formState: { values: true },
        callback: ({ type }) => {
          if (type === "change") form.setValue("doctorId", "");
        },
      }),
    [form],
  );

  // A chosen time stays only while the current doctor, date and duration leave it free.
  const { ready, loading, error, slots: offered } = slots;
  useEffect(() => {
    if (time && (!ready || (!loading && !error && !freeSlot(offered, time)))) form.setValue("appointmentTime", "");
  }, [form, time, ready, loading, error, offered]);

  const clear = () => {
    form.reset(emptyScheduleAppointmentForm);
    setPatient(null);
    // The next answer for the same doctor and day must be asked again, not remembered.
    slots.refresh();
  };

  const schedule = async (values: ScheduleAppointmentFormValues) => {
    const slot = freeSlot(offered, values.appointmentTime);
    if (!slot) {
      form.setError("appointmentTime", { type: "manual", message: "Time is required" });
      return;
    }
    try {
      await bookAppointmentRequest(bookingBody(values, slot, hospitalId));
      toast.success("Appointment Scheduled Successfully!", { description: "The patient and doctor will be notified." });
      clear();
    } catch (failure) {
      toast.error("Scheduling Failed", { description: errorMessage(failure, "Failed to schedule the appointment") });
      if (failure instanceof ApiError && failure.status === 409) {
        // Someone else took the time meanwhile: say so at the slots, and show the day as it is now.
        form.setError("appointmentTime", { type: "server", message: failure.message });
        slots.refresh();
      } else {
        showServerFieldErrors(form, failure, FIELDS);
      }
    }
  };

  const back = () => (window.history.length > 1 ? router.back() : router.push("/appointments"));

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(schedule)} noValidate aria-label="Schedule appointment" className="space-y-8">
        <FormSection title="Patient">
          <FormField
            control={control}
            name="patientId"
            render={({ field }) => (
              <FormItem>
                <FormControl>
                  <PatientPicker
                    inputRef={field.ref}
                    selected={patient}
                    onSelect={(next) => {
                      setPatient(next);
                      field.onChange(next?.id ?? "");
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </FormSection>

        <FormSection title="Department and Doctor">
          <ScheduleDoctorFields control={control} departments={departments} departmentId={departmentId} hospitalId={hospitalId} />
        </FormSection>

        <FormSection title="Date and Time">
          <ScheduleTimeFields control={control} today={today} slots={slots} />
        </FormSection>

        <FormSection title="Appointment Details">
          <TextAreaField control={control} name="reason" label="Reason for Visit" placeholder="Symptoms or the purpose of the visit" />
          <TextAreaField control={control} name="notes" label="Notes" placeholder="Optional notes for the doctor" />
        </FormSection>

        <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-between">
          <Button type="button" variant="ghost" onClick={back} disabled={pending}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={clear} disabled={pending}>
              <Eraser aria-hidden="true" />
              Clear Form
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : <CalendarPlus aria-hidden="true" />}
              {pending ? "Scheduling..." : "Schedule Appointment"}
            </Button>
          </div>
        </div>
      </form>
    </Form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="border-b pb-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}
