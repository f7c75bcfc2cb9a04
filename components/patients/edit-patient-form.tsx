"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDownIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { SelectField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import type { Option } from "@/lib/constants/staff";
import { updatePatientSchema, type UpdatePatientFormValues } from "@/lib/validation/patient-staff";

import { errorMessage, showServerFieldErrors, updatePatientRequest } from "./patient-api";
import { FieldSection, PatientFormFields } from "./patient-form-fields";
import { EDIT_ERROR_FIELDS, EDIT_FIELDS } from "./patient-form-values";

const VERIFICATION_OPTIONS: readonly Option[] = [
  { value: "pending", label: "Pending" },
  { value: "verified", label: "Verified" },
  { value: "rejected", label: "Rejected" },
];

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

type EditPatientFormProps = {
  patientId: string;
  defaultValues: UpdatePatientFormValues;
  /** Where Cancel and a successful save go: the patient's page. */
  detailHref: string;
};

/** /patients/{id}/edit: every field of the record with the dialog's rules, pre-filled, plus status and verification (PATCH). */
export function EditPatientForm({ patientId, defaultValues, detailHref }: EditPatientFormProps) {
  const router = useRouter();
  const form = useForm<UpdatePatientFormValues, unknown, UpdatePatientFormValues>({
    resolver: zodResolver(updatePatientSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues,
  });
  const { control } = form;
  const pending = form.formState.isSubmitting;

  const save = async (values: UpdatePatientFormValues) => {
    // Only the fields changed here are sent, so the audit trail names exactly those; a changed part
    // of the insurance sends the whole insurance (it is stored as one encrypted value).
    const dirty = form.formState.dirtyFields as Partial<Record<string, boolean>>;
    const changed = Object.fromEntries(EDIT_FIELDS.filter((key) => dirty[key]).map((key) => [key, values[key]]));
    if (Object.keys(changed).length === 0) {
      toast("No changes to save");
      return;
    }
    try {
      // A blanked optional field is sent as "" and the server clears it.
      await updatePatientRequest(patientId, changed);
      toast.success("Patient Updated", { description: "The patient's details were saved." });
      router.push(detailHref);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update patient") });
      showServerFieldErrors(form, error, EDIT_ERROR_FIELDS);
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Edit patient" className="space-y-6">
        <FieldSection title="Patient Status">
          <FormField
            control={control}
            name="isActive"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Status</FormLabel>
                <div className="relative">
                  <FormControl>
                    <select
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={field.value === false ? "inactive" : "active"}
                      onChange={(event) => field.onChange(event.target.value === "active")}
                      className={selectClassName}
                    >
                      <option value="active">Active</option>
                      <option value="inactive">Inactive</option>
                    </select>
                  </FormControl>
                  <ChevronDownIcon
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                  />
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
          <SelectField
            control={control}
            name="verificationStatus"
            label="Verification Status"
            placeholder="Select a status"
            options={VERIFICATION_OPTIONS}
          />
        </FieldSection>
        <PatientFormFields control={control} variant="edit" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" className={pending ? "pointer-events-none opacity-50" : undefined}>
            <a href={detailHref} aria-disabled={pending}>
              Cancel
            </a>
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
