"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { SelectField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { HOSPITAL_WORKER_ROLE_OPTIONS } from "@/lib/constants/staff";
import { updateHealthWorkerSchema, type UpdateHealthWorkerFormValues } from "@/lib/validation/health-worker";

import { changedValues, errorMessage, showFieldErrors, updateHealthWorkerRequest } from "./staff-api";

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
  const [open, setOpen] = useState(false);
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
  const pending = form.formState.isSubmitting;
  const name = `${worker.firstName} ${worker.lastName}`;

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) form.reset(defaults);
    setOpen(next);
  };

  const save = async (values: UpdateHealthWorkerFormValues) => {
    const changed = changedValues(form, values);
    if (Object.keys(changed).length === 0) {
      toast("No changes to save");
      return;
    }
    try {
      await updateHealthWorkerRequest(worker.id, changed);
      toast.success("Health Worker Updated", { description: `${values.firstName} ${values.lastName}'s details were saved.` });
      setOpen(false);
      onSaved();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update health worker") });
      showFieldErrors(form, error, FIELDS);
    }
  };

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
