"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { PUBLIC_REGISTRATION_ROLE_OPTIONS } from "@/lib/constants/health-worker-roles";
import {
  publicRegistrationFormSchema,
  type PublicRegistrationFormOutput,
  type PublicRegistrationFormValues,
} from "@/lib/validation/health-worker-public";

import { RegistrationComplete, type PublicRegistrationResult } from "./registration-complete";

// zod 4 probes `new Function` unless told not to; the CSP refuses it (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

const EMPTY: PublicRegistrationFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  dateOfBirth: "",
  nationality: "",
  address: "",
  password: "",
  confirmPassword: "",
  role: "",
  specialization: "",
  qualifications: "",
  licenseNumber: "",
  experienceYears: "",
  skills: "",
  languages: "",
  emergencyContact: "",
  emergencyRelationship: "",
  isPublicProfile: true,
};

const sectionClass = "grid min-w-0 gap-4 sm:grid-cols-2";
const legendClass = "mb-3 text-base font-semibold";

/**
 * The public health worker registration (specification 001: one form with the fields of the
 * public profile). Skills and languages are typed comma-separated and sent as trimmed lists; the
 * confirmation stays in the browser. On success the form resets and gives way to the IDs card.
 */
export function PublicRegistrationForm() {
  const [registered, setRegistered] = useState<PublicRegistrationResult | null>(null);
  const form = useForm<PublicRegistrationFormValues, unknown, PublicRegistrationFormOutput>({
    resolver: zodResolver(publicRegistrationFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { control } = form;
  const pending = form.formState.isSubmitting;

  const register = async (values: PublicRegistrationFormOutput) => {
    const { confirmPassword: _confirmation, ...body } = values;
    void _confirmation;
    try {
      const result = await apiRequest<PublicRegistrationResult>("/api/health-workers/public-register", { method: "POST", body });
      toast.success("Registration Successful!", {
        description: `Your health worker ID is ${result.healthWorkerId}. Sign in with your worker number ${result.workerNumber}.`,
      });
      form.reset(EMPTY);
      setRegistered(result);
    } catch (error) {
      const message = error instanceof Error ? error.message : "Please check your information and try again.";
      toast.error("Registration Failed", { description: message });
      if (!(error instanceof ApiError)) return;
      const fields = Object.keys(error.fieldErrors).filter((field) => Object.hasOwn(EMPTY, field));
      for (const field of fields) {
        form.setError(field as Path<PublicRegistrationFormValues>, { type: "server", message: error.fieldErrors[field] });
      }
      if (fields[0]) form.setFocus(fields[0] as Path<PublicRegistrationFormValues>);
    }
  };

  const onInvalid = () => toast.error("Registration Failed", { description: "Please check your information and try again." });

  if (registered) return <RegistrationComplete result={registered} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Your profile</h2>
        </CardTitle>
        <CardDescription>Specialization is optional; every other field is required.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(register, onInvalid)} noValidate aria-label="Health worker registration" className="space-y-8">
            <fieldset className={sectionClass}>
              <legend className={legendClass}>Personal information</legend>
              <TextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
              <TextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
              <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
              <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
              <TextField control={control} name="dateOfBirth" label="Date of Birth" type="date" autoComplete="bday" />
              <TextField control={control} name="nationality" label="Nationality" placeholder="e.g. Ugandan" />
              <TextAreaField control={control} name="address" label="Address" className="sm:col-span-2" />
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Account</legend>
              <TextField
                control={control}
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                description="At least 8 characters with an upper-case letter, a lower-case letter and a digit."
              />
              <TextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Professional information</legend>
              <SelectField control={control} name="role" label="Role" placeholder="Select your role" options={PUBLIC_REGISTRATION_ROLE_OPTIONS} />
              <TextField control={control} name="specialization" label="Specialization" description="Optional" />
              <TextField control={control} name="licenseNumber" label="License Number" autoComplete="off" />
              <TextField control={control} name="experienceYears" label="Years of Experience" type="number" inputMode="numeric" />
              <TextAreaField control={control} name="qualifications" label="Qualifications" className="sm:col-span-2" />
              <TextField
                control={control}
                name="skills"
                label="Skills"
                placeholder="e.g. Triage, IV cannulation, Wound care"
                description="Separate skills with commas."
                className="sm:col-span-2"
              />
              <TextField
                control={control}
                name="languages"
                label="Languages"
                placeholder="e.g. English, Swahili"
                description="Separate languages with commas."
                className="sm:col-span-2"
              />
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Emergency contact</legend>
              <TextField control={control} name="emergencyContact" label="Emergency Contact" type="tel" description="Phone number" />
              <TextField control={control} name="emergencyRelationship" label="Relationship" placeholder="e.g. Sister" />
            </fieldset>

            <FormField
              control={control}
              name="isPublicProfile"
              render={({ field }) => (
                <FormItem className="flex items-start gap-3 rounded-md border p-4">
                  <FormControl>
                    <Checkbox
                      ref={field.ref}
                      name={field.name}
                      checked={field.value !== false}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      className="mt-0.5"
                    />
                  </FormControl>
                  <div className="grid gap-1.5">
                    <FormLabel className="leading-snug">Show my profile in the public directory</FormLabel>
                    <FormDescription>
                      Hospitals find public profiles in the health worker directory and send employment requests. Your email,
                      phone, date of birth and address are never shown publicly.
                    </FormDescription>
                    <FormMessage />
                  </div>
                </FormItem>
              )}
            />

            <div className="flex justify-end">
              <Button type="submit" disabled={pending} className="w-full sm:w-auto">
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Registering..." : "Register as Health Worker"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
