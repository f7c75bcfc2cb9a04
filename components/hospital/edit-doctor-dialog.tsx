"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { SelectField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { DOCTOR_SPECIALIZATIONS } from "@/lib/constants/staff";
import { updateDoctorSchema, type UpdateDoctorFormValues } from "@/lib/validation/doctor";

import { changedValues, errorMessage, showFieldErrors, updateDoctorRequest, type ManagedDoctor } from "./staff-api";

const FIELDS = ["firstName", "lastName", "phone", "departmentId", "specialization"] as const;
const SPECIALIZATION_OPTIONS = DOCTOR_SPECIALIZATIONS.map((s) => ({ value: s, label: s }));

/** Edits a doctor's names, phone, department and specialization (PATCH /api/doctors/{id}). */
export function EditDoctorDialog({ doctor, departments }: { doctor: ManagedDoctor; departments: { id: string; name: string }[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const defaults: UpdateDoctorFormValues = {
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    phone: doctor.phone ?? "",
    departmentId: doctor.departmentId ?? "",
    specialization: doctor.specialization,
  };
  const form = useForm<UpdateDoctorFormValues, unknown, UpdateDoctorFormValues>({
    resolver: zodResolver(updateDoctorSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const pending = form.formState.isSubmitting;
  // The current department stays selectable even when it has been deactivated since.
  const options = departments.some((d) => d.id === doctor.departmentId) || !doctor.departmentId
    ? departments
    : [...departments, { id: doctor.departmentId, name: doctor.departmentName ?? doctor.departmentId }];

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) form.reset(defaults);
    setOpen(next);
  };

  const save = async (values: UpdateDoctorFormValues) => {
    const changed = changedValues(form, values);
    if (Object.keys(changed).length === 0) {
      toast("No changes to save");
      return;
    }
    try {
      await updateDoctorRequest(doctor.id, changed);
      toast.success("Doctor Updated", { description: `Dr. ${values.firstName} ${values.lastName}'s details were saved.` });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update doctor") });
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit Dr. ${doctor.firstName} ${doctor.lastName}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit Doctor</DialogTitle>
          <DialogDescription>
            Dr. {doctor.firstName} {doctor.lastName} ({doctor.id}). The email address is the sign-in name and cannot be changed here.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Edit doctor" className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="firstName" label="First Name" autoComplete="off" />
            <TextField control={form.control} name="lastName" label="Last Name" autoComplete="off" />
            <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" />
            <SelectField
              control={form.control}
              name="departmentId"
              label="Department"
              placeholder="Select a department"
              options={options.map((d) => ({ value: d.id, label: d.name }))}
            />
            <SelectField
              control={form.control}
              name="specialization"
              label="Specialization"
              placeholder="Select a specialization"
              options={SPECIALIZATION_OPTIONS}
              className="sm:col-span-2"
            />
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
