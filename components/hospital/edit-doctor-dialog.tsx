"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";

import { SelectField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { DOCTOR_SPECIALIZATIONS } from "@/lib/constants/staff";
import { updateDoctorSchema, type UpdateDoctorFormValues } from "@/lib/validation/doctor";

import { updateDoctorRequest, type ManagedDoctor } from "./staff-api";
import { useEditDialog } from "./use-edit-dialog";

const FIELDS = ["firstName", "lastName", "phone", "departmentId", "specialization"] as const;
const SPECIALIZATION_OPTIONS = DOCTOR_SPECIALIZATIONS.map((s) => ({ value: s, label: s }));

/** Edits a doctor's names, phone, department and specialization (PATCH /api/doctors/{id}). */
export function EditDoctorDialog({ doctor, departments }: { doctor: ManagedDoctor; departments: { id: string; name: string }[] }) {
  const router = useRouter();
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
  // The current department stays selectable even when it has been deactivated since.
  const options = departments.some((d) => d.id === doctor.departmentId) || !doctor.departmentId
    ? departments
    : [...departments, { id: doctor.departmentId, name: doctor.departmentName ?? doctor.departmentId }];

  const { open, openChange, save, pending } = useEditDialog({
    form,
    defaults,
    fields: FIELDS,
    send: (changed) => updateDoctorRequest(doctor.id, changed),
    saved: (values) => ["Doctor Updated", `Dr. ${values.firstName} ${values.lastName}'s details were saved.`],
    failed: "Failed to update doctor",
    after: () => router.refresh(),
  });

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
