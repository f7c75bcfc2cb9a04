"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { staffPatientPageSchema, type StaffPatientPageValues } from "@/lib/validation/patient-staff";

import { patientPath, withHospital } from "./format";
import { errorMessage, pickDefined, registerPatientRequest, showServerFieldErrors, type RegisteredPatient } from "./patient-api";
import { PatientFormFields } from "./patient-form-fields";
import { EMPTY_PAGE_VALUES, PAGE_FIELDS } from "./patient-form-values";

/**
 * The hospital-side Register New Patient page's form (the second variant of the staff form).
 * It sends only its own fields: without city, state or nationality the server applies this
 * variant's rules. `hospitalId` only for system_admin.
 */
export function RegisterPatientForm({ hospitalId }: { hospitalId?: string }) {
  const [registered, setRegistered] = useState<RegisteredPatient | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const form = useForm<StaffPatientPageValues, unknown, StaffPatientPageValues>({
    resolver: zodResolver(staffPatientPageSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues: EMPTY_PAGE_VALUES,
  });
  const pending = form.formState.isSubmitting;

  // The confirmation sits above a long form: bring it into view and to the screen reader.
  useEffect(() => {
    if (registered) notice.current?.focus();
  }, [registered]);

  const register = async (values: StaffPatientPageValues) => {
    try {
      const body = { ...pickDefined(values, PAGE_FIELDS), ...(hospitalId ? { hospitalId } : {}) };
      const patient = await registerPatientRequest(body);
      toast.success("Patient Registered Successfully!", {
        description: `${patient.firstName} ${patient.lastName} was registered with health number ${patient.id}.`,
      });
      form.reset(EMPTY_PAGE_VALUES);
      setRegistered(patient);
    } catch (error) {
      toast.error("Registration Failed", { description: errorMessage(error, "Please check your information and try again.") });
      showServerFieldErrors(form, error, PAGE_FIELDS);
    }
  };

  return (
    <div className="space-y-6">
      {registered ? (
        <div
          ref={notice}
          tabIndex={-1}
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {registered.firstName} {registered.lastName} is registered. Health number:{" "}
              <strong className="font-mono" data-testid="registered-health-number">
                {registered.id}
              </strong>
            </span>
          </p>
          <Button asChild variant="outline" size="sm" className="bg-white">
            <a href={withHospital(patientPath(registered.id), hospitalId)}>View patient</a>
          </Button>
        </div>
      ) : null}
      <Form {...form}>
        <form onSubmit={form.handleSubmit(register)} noValidate aria-label="Register new patient" className="space-y-6">
          <PatientFormFields control={form.control} variant="page" />
          <div className="flex justify-end">
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Registering..." : "Register Patient"}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
