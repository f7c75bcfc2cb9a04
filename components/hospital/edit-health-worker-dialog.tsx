"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon } from "lucide-react";
import { useForm } from "react-hook-form";

import { SelectField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { HOSPITAL_WORKER_ROLE_OPTIONS } from "@/lib/constants/staff";
import { updateHealthWorkerSchema, type UpdateHealthWorkerFormValues } from "@/lib/validation/health-worker";

import { updateHealthWorkerRequest } from "./staff-api";
import { useEditDialog } from "./use-edit-dialog";

const FIELDS = ["firstName", "lastName", "phone", "role", "departmentId", "specialization"] as const;

export type EditableWorker = {
  id: string;
  healthWorkerId: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: string;
  departmentId: string | null;
  specialization: string | null;
};

/** Edits a hospital-side worker's names, phone, role, department and specialization (PATCH /api/health-workers/{id}). */
export function EditHealthWorkerDialog({
  worker,
  departments,
  onSaved,
}: {
  worker: EditableWorker;
  departments: { id: string; name: string }[];
  onSaved: () => void;
}) {
  const defaults: UpdateHealthWorkerFormValues = {
    firstName: worker.firstName,
    lastName: worker.lastName,
    phone: worker.phone,
    role: worker.role,
    departmentId: worker.departmentId ?? "",
    specialization: worker.specialization ?? "",
  };
  const form = useForm<UpdateHealthWorkerFormValues, unknown, UpdateHealthWorkerFormValues>({
    resolver: zodResolver(updateHealthWorkerSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const name = `${worker.firstName} ${worker.lastName}`;

  const { open, openChange, save, pending } = useEditDialog({
    form,
    defaults,
    fields: FIELDS,
    send: (changed) => updateHealthWorkerRequest(worker.id, changed),
    saved: (values) => ["Health Worker Updated", `${values.firstName} ${values.lastName}'s details were saved.`],
    failed: "Failed to update health worker",
    after: onSaved,
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit ${name}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit Health Worker</DialogTitle>
          <DialogDescription>
            {name} ({worker.healthWorkerId}). The email address and worker number cannot be changed here.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Edit health worker" className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="firstName" label="First Name" autoComplete="off" />
            <TextField control={form.control} name="lastName" label="Last Name" autoComplete="off" />
            <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" />
            <SelectField control={form.control} name="role" label="Role" placeholder="Select a role" options={HOSPITAL_WORKER_ROLE_OPTIONS} />
            <SelectField
              control={form.control}
              name="departmentId"
              label="Department"
              placeholder="Select a department"
              options={departments.map((d) => ({ value: d.id, label: d.name }))}
            />
            <TextField control={form.control} name="specialization" label="Specialization" description="Optional" autoComplete="off" />
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
