"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import {
  createEmploymentRequestSchema,
  EMPLOYMENT_REQUEST_TYPE_OPTIONS,
  MISSING_INFORMATION,
  type CreateEmploymentRequestFormValues,
  type CreateEmploymentRequestInput,
} from "@/lib/validation/employment-request";

const FIELDS = ["position", "department", "employmentType", "salaryRange", "message"] as const;
const FAILED = "Failed to send employment request. Please try again.";

/**
 * The employment request form (specification 001 "Employment request page"): position, one of the
 * hospital's departments, employment type, optional salary range and a message. The server takes
 * the hospital from the signed-in administrator.
 */
export function EmploymentRequestForm({
  worker,
  departments,
}: {
  worker: { healthWorkerId: string; email: string; firstName: string; lastName: string };
  departments: { id: string; name: string }[];
}) {
  const empty: CreateEmploymentRequestFormValues = {
    healthWorkerId: worker.healthWorkerId,
    healthWorkerEmail: worker.email,
    position: "",
    department: "",
    employmentType: "",
    salaryRange: "",
    message: "",
  };
  const form = useForm<CreateEmploymentRequestFormValues, unknown, CreateEmploymentRequestInput>({
    resolver: zodResolver(createEmploymentRequestSchema),
    defaultValues: empty,
  });
  const [sent, setSent] = useState(false);
  const pending = form.formState.isSubmitting;
  const name = `${worker.firstName} ${worker.lastName}`;

  async function onSubmit(values: CreateEmploymentRequestInput) {
    try {
      await apiRequest<{ id: string; status: string }>("/api/employment-requests", { method: "POST", body: values });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(field)) form.setError(field as (typeof FIELDS)[number], { type: "server", message });
        }
      }
      toast.error("Request Failed", { description: error instanceof ApiError && error.message ? error.message : FAILED });
      return;
    }
    toast.success("Employment Request Sent!", { description: `${name} will be notified by email and in the health worker portal.` });
    form.reset(empty);
    setSent(true);
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit, () => toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description }))}
        noValidate
        aria-label="Employment request"
        className="grid gap-4 sm:grid-cols-2"
      >
        {sent ? (
          <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 sm:col-span-2">
            Your request to {name} is pending. Follow it under Employment Requests on the{" "}
            <a href="/hospital" className="font-medium underline underline-offset-4">
              Hospital Dashboard
            </a>
            &apos;s Health Workers tab.
          </p>
        ) : null}
        <TextField control={form.control} name="position" label="Position" placeholder="e.g. Staff Nurse" />
        <SelectField
          control={form.control}
          name="department"
          label="Department"
          placeholder="Select a department"
          options={departments.map((d) => ({ value: d.id, label: d.name }))}
        />
        <SelectField
          control={form.control}
          name="employmentType"
          label="Employment Type"
          placeholder="Select employment type"
          options={EMPLOYMENT_REQUEST_TYPE_OPTIONS}
        />
        <TextField control={form.control} name="salaryRange" label="Salary Range" description="Optional" placeholder="e.g. UGX 1,500,000 - 2,000,000" />
        <TextAreaField
          control={form.control}
          name="message"
          label="Message"
          placeholder="Tell the health worker about the role and your hospital"
          className="sm:col-span-2"
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" />}
            {pending ? "Sending..." : "Send Employment Request"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
