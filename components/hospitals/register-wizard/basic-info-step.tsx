"use client";

import { useFormContext } from "react-hook-form";

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { RegisterHospitalFormInput, RegisterHospitalFormValues } from "@/lib/validation/hospital";

import { WizardTextField } from "./wizard-text-field";

/** Step 1: the hospital's identity and contact details, and the administrator account. */
export function BasicInfoStep() {
  const { control, getValues, setValue } = useFormContext<
    RegisterHospitalFormValues,
    unknown,
    RegisterHospitalFormInput
  >();

  // Specification section 2: an administrator email left empty takes the hospital email.
  const copyHospitalEmailIfEmpty = () => {
    const adminEmail = getValues("adminEmail")?.trim() ?? "";
    const hospitalEmail = getValues("email")?.trim() ?? "";
    if (adminEmail === "" && hospitalEmail !== "") {
      setValue("adminEmail", hospitalEmail, { shouldDirty: true });
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="hospital-details-heading" className="grid gap-4 sm:grid-cols-2">
        <h3 id="hospital-details-heading" className="text-base font-semibold sm:col-span-2">
          Hospital details
        </h3>
        <WizardTextField name="name" label="Hospital Name" autoComplete="organization" className="sm:col-span-2" />
        <FormField
          control={control}
          name="address"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Address</FormLabel>
              <FormControl>
                <Textarea {...field} value={field.value ?? ""} rows={2} autoComplete="street-address" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <WizardTextField name="phone" label="Phone" type="tel" autoComplete="tel" />
        <WizardTextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          onAfterBlur={copyHospitalEmailIfEmpty}
        />
        <WizardTextField
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.org"
          description="Optional"
        />
        <WizardTextField name="licenseNumber" label="License Number" />
      </section>

      <section aria-labelledby="administrator-heading" className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1 sm:col-span-2">
          <h3 id="administrator-heading" className="text-base font-semibold">
            Administrator account
          </h3>
          <p className="text-sm text-muted-foreground">
            You will sign in with this email and password. Left empty, the administrator email takes the hospital
            email.
          </p>
        </div>
        <WizardTextField name="adminFirstName" label="First Name" autoComplete="given-name" />
        <WizardTextField name="adminLastName" label="Last Name" autoComplete="family-name" />
        <WizardTextField
          name="adminEmail"
          label="Administrator Email"
          type="email"
          autoComplete="username"
          onAfterBlur={copyHospitalEmailIfEmpty}
          className="sm:col-span-2"
        />
        <WizardTextField
          name="adminPassword"
          label="Administrator Password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        />
        <WizardTextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
      </section>
    </div>
  );
}
