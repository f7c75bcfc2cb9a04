"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { errorMessage, showServerFieldErrors } from "@/components/patients/patient-api";
import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import {
  emptyIncidentForm,
  INCIDENT_CATEGORY_OPTIONS,
  INCIDENT_HARM_OPTIONS,
  incidentBody,
  incidentFormSchema,
  type IncidentFormOutput,
  type IncidentFormValues,
} from "@/lib/validation/incident";

import { incidentPath, withHospital } from "./format";
import { reportIncidentRequest } from "./incident-api";

// zod 4 probes `new Function` unless told not to; the CSP refuses it (ARCHITECTURE.md).
z.config({ jitless: true });

const FIELDS = Object.keys(emptyIncidentForm);
const SEVERE = new Set(["severe_harm", "death"]);

type ReportIncidentFormProps = {
  /** The hospital's local today (YYYY-MM-DD): no date after it. */
  today: string;
  /** The hospital's IANA time zone: the date and time entered are its local time. */
  timeZone: string;
  /** Only for system_admin, who names the hospital on every call. */
  hospitalId?: string;
};

/**
 * The incident report: when (the hospital's local date and time), where, what kind and how much
 * harm, what happened, who and which patient were involved, what was done at once. POST /api/incidents.
 */
export function ReportIncidentForm({ today, timeZone, hospitalId }: ReportIncidentFormProps) {
  const router = useRouter();
  const schema = useMemo(() => incidentFormSchema(today), [today]);
  const form = useForm<IncidentFormValues, unknown, IncidentFormOutput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: emptyIncidentForm,
  });
  const { control } = form;
  const pending = form.formState.isSubmitting;
  const harmLevel = useWatch({ control, name: "harmLevel" });

  const submit = async (values: IncidentFormOutput) => {
    try {
      const incident = await reportIncidentRequest(incidentBody(values, timeZone, hospitalId));
      toast.success("Incident reported", {
        description: SEVERE.has(incident.harmLevel) ? "The hospital's administrators have been notified." : "The hospital's administrators will follow it up.",
      });
      router.push(incidentPath(incident.id, hospitalId));
    } catch (failure) {
      toast.error("The incident was not reported", { description: errorMessage(failure, "Please try again.") });
      if (failure instanceof ApiError && failure.fieldErrors.occurredAt) {
        form.setError("occurredTime", { type: "server", message: failure.fieldErrors.occurredAt });
      }
      showServerFieldErrors(form, failure, FIELDS);
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Report an incident" className="space-y-8">
        <FormSection title="When and where">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="occurredDate" label="Date" type="date" description={`On or before ${today}`} />
            <TextField control={control} name="occurredTime" label="Time" type="time" description={`Local time (${timeZone})`} />
          </div>
          <TextField control={control} name="place" label="Place" placeholder="Ward, room or area, e.g. Ward 3, bed 12" />
        </FormSection>

        <FormSection title="What happened">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField control={control} name="category" label="Category" placeholder="Choose a category" options={INCIDENT_CATEGORY_OPTIONS} />
            <SelectField control={control} name="harmLevel" label="Harm level" placeholder="Choose the harm level" options={INCIDENT_HARM_OPTIONS} />
          </div>
          {SEVERE.has(String(harmLevel)) ? (
            <p role="note" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              Every administrator of the hospital is notified as soon as you submit this report.
            </p>
          ) : null}
          <TextAreaField control={control} name="description" label="Description" placeholder="What happened, in order, as factually as you can" />
          <TextAreaField control={control} name="immediateAction" label="Immediate action (optional)" placeholder="What was done at once to make the patient or the place safe" />
        </FormSection>

        <FormSection title="Who was involved">
          <TextAreaField control={control} name="peopleInvolved" label="People involved (optional)" placeholder="Staff, visitors or others involved, by role" />
          <TextField
            control={control}
            name="patientId"
            label="Patient's health number (optional)"
            placeholder="UG-PAT-2026-001"
            autoComplete="off"
            description="A patient registered at or linked to this hospital"
          />
        </FormSection>

        <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-between">
          <Button type="button" variant="ghost" onClick={() => router.push(withHospital("/incidents", hospitalId))} disabled={pending}>
            <ArrowLeft aria-hidden="true" />
            Back to incidents
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
            {pending ? "Reporting..." : "Report incident"}
          </Button>
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
