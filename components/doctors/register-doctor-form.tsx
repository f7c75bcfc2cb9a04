"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { CredentialsDialog } from "@/components/staff/credentials-dialog";
import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { useRegistrationSubmit } from "@/components/staff/use-registration-submit";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { DOCTOR_SPECIALIZATIONS } from "@/lib/constants/staff";
import { registerDoctorSchema, type RegisterDoctorFormValues } from "@/lib/validation/doctor";

type RegisteredDoctor = { id: string; userId: string; temporaryPassword: string };

type RegisterDoctorFormProps = {
  /** The hospital's active departments. */
  departments: { id: string; name: string }[];
  /** Only for system_admin, who has no hospital of their own; the server ignores it for anyone else. */
  hospitalId?: string;
};

const EMPTY: RegisterDoctorFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  departmentId: "",
  specialization: "",
  licenseNumber: "",
  experience: "",
  qualification: "",
};

const SPECIALIZATION_OPTIONS = DOCTOR_SPECIALIZATIONS.map((s) => ({ value: s, label: s }));

/** Register New Doctor (specification sections 3 and 5): the doctor signs in with the email shown. */
export function RegisterDoctorForm({ departments, hospitalId }: RegisterDoctorFormProps) {
  // raw: the fields are validated here but sent as typed (experience stays text); the server parses
  // them with the same schema.
  const form = useForm<RegisterDoctorFormValues>({
    resolver: zodResolver(registerDoctorSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { control } = form;
  const pending = form.formState.isSubmitting;
  const { onSubmit, credentials, dialog } = useRegistrationSubmit({
    form,
    path: "/api/doctors",
    empty: EMPTY,
    hospitalId,
    successToast: (result: RegisteredDoctor) => ({
      title: "Doctor Registered Successfully!",
      description: `Doctor ID: ${result.id}. Login credentials have been sent by email.`,
    }),
    // The server stores the email trimmed and lower-cased; that is the sign-in name.
    toCredentials: (result, values) => ({
      id: result.id,
      email: values.email.trim().toLowerCase(),
      password: result.temporaryPassword,
    }),
  });

  return (
    <>
      <Form {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Register doctor"
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField control={control} name="firstName" label="First Name" autoComplete="off" />
          <TextField control={control} name="lastName" label="Last Name" autoComplete="off" />
          <TextField control={control} name="email" label="Email" type="email" autoComplete="off" />
          <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" />
          <SelectField
            control={control}
            name="departmentId"
            label="Department"
            placeholder="Select a department"
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
          />
          <SelectField
            control={control}
            name="specialization"
            label="Specialization"
            placeholder="Select a specialization"
            options={SPECIALIZATION_OPTIONS}
          />
          <TextField control={control} name="licenseNumber" label="Medical License Number" autoComplete="off" />
          <TextField
            control={control}
            name="experience"
            label="Years of Experience"
            inputMode="decimal"
            autoComplete="off"
          />
          <TextAreaField
            control={control}
            name="qualification"
            label="Qualification"
            placeholder="Degrees, board certifications, fellowships"
            className="sm:col-span-2"
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Registering..." : "Register Doctor"}
            </Button>
          </div>
        </form>
      </Form>
      <CredentialsDialog
        {...dialog}
        title="Doctor credentials"
        description={
          credentials
            ? `Doctor ID: ${credentials.id}. The doctor signs in at the staff login with this email and temporary password.`
            : ""
        }
        credentials={
          credentials
            ? [
                { label: "Email", value: credentials.email },
                { label: "Temporary Password", value: credentials.password },
              ]
            : []
        }
      />
    </>
  );
}
