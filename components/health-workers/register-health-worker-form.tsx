"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { CredentialsDialog } from "@/components/staff/credentials-dialog";
import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { useRegistrationSubmit } from "@/components/staff/use-registration-submit";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { EMPLOYMENT_TYPE_OPTIONS, HOSPITAL_WORKER_ROLE_OPTIONS, SHIFT_OPTIONS } from "@/lib/constants/staff";
import {
  registerHealthWorkerSchema,
  type RegisterHealthWorkerFormValues,
  type RegisterHealthWorkerInput,
} from "@/lib/validation/health-worker";

export type RegisteredHealthWorker = {
  id: string;
  healthWorkerId: string;
  workerNumber: string;
  temporaryPassword: string;
};

type RegisterHealthWorkerFormProps = {
  /** The hospital's active departments. */
  departments: { id: string; name: string }[];
  /** Only for system_admin, who has no hospital of their own; otherwise the server uses the actor's. */
  hospitalId?: string;
  /**
   * Called right after a successful registration (refresh a list here). The credentials dialog
   * lives inside this component, so keep the form mounted until `onCredentialsClosed`.
   */
  onRegistered?: (result: RegisteredHealthWorker) => void;
  /** Called when the administrator closes the credentials dialog (close an enclosing dialog here). */
  onCredentialsClosed?: () => void;
};

const EMPTY: RegisterHealthWorkerFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  role: "",
  departmentId: "",
  specialization: "",
  qualifications: "",
  licenseNumber: "",
  employmentType: "",
  shift: "",
  emergencyContact: "",
  emergencyRelationship: "",
  notes: "",
};

/**
 * The hospital-side health worker form (specification sections 3 and 5). The server takes the
 * hospital from the signed-in administrator, so no hospitalId is sent unless a system_admin names one.
 */
export function RegisterHealthWorkerForm({
  departments,
  hospitalId,
  onRegistered,
  onCredentialsClosed,
}: RegisterHealthWorkerFormProps) {
  const form = useForm<RegisterHealthWorkerFormValues, unknown, RegisterHealthWorkerInput>({
    resolver: zodResolver(registerHealthWorkerSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { control } = form;
  const pending = form.formState.isSubmitting;
  const { onSubmit, credentials, dialog } = useRegistrationSubmit({
    form,
    path: "/api/health-workers",
    empty: EMPTY,
    hospitalId,
    successToast: (result: RegisteredHealthWorker) => ({
      title: "Health Worker Registered Successfully!",
      description: `Health worker ID: ${result.healthWorkerId}. Login credentials will be emailed.`,
    }),
    toCredentials: (result) => result,
    onRegistered,
    onCredentialsClosed,
  });

  const departmentOptions = departments.map((d) => ({ value: d.id, label: d.name }));

  return (
    <>
      <Form {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Register health worker"
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField control={control} name="firstName" label="First Name" autoComplete="off" />
          <TextField control={control} name="lastName" label="Last Name" autoComplete="off" />
          <TextField control={control} name="email" label="Email" type="email" autoComplete="off" />
          <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" />
          <SelectField
            control={control}
            name="role"
            label="Role"
            placeholder="Select a role"
            options={HOSPITAL_WORKER_ROLE_OPTIONS}
          />
          <SelectField
            control={control}
            name="departmentId"
            label="Department"
            placeholder={departments.length ? "Select a department" : "No active departments"}
            options={departmentOptions}
          />
          <TextField control={control} name="specialization" label="Specialization" description="Optional" />
          <TextField control={control} name="licenseNumber" label="License Number" />
          <TextAreaField control={control} name="qualifications" label="Qualifications" className="sm:col-span-2" />
          <SelectField
            control={control}
            name="employmentType"
            label="Employment Type"
            placeholder="Select employment type"
            options={EMPLOYMENT_TYPE_OPTIONS}
          />
          <SelectField control={control} name="shift" label="Shift" placeholder="Select a shift" options={SHIFT_OPTIONS} />
          <TextField
            control={control}
            name="emergencyContact"
            label="Emergency Contact"
            type="tel"
            description="Phone number"
          />
          <TextField control={control} name="emergencyRelationship" label="Emergency Relationship" />
          <TextAreaField
            control={control}
            name="notes"
            label="Notes"
            description="Optional"
            className="sm:col-span-2"
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Registering..." : "Register Health Worker"}
            </Button>
          </div>
        </form>
      </Form>
      <CredentialsDialog
        {...dialog}
        title="Health worker credentials"
        description={
          credentials
            ? `Health worker ID: ${credentials.healthWorkerId}. The worker signs in with the worker number and this temporary password.`
            : ""
        }
        credentials={
          credentials
            ? [
                { label: "Health Worker ID", value: credentials.healthWorkerId },
                { label: "Worker Number", value: credentials.workerNumber },
                { label: "Temporary Password", value: credentials.temporaryPassword },
              ]
            : []
        }
      />
    </>
  );
}
