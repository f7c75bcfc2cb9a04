"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDownIcon, PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "sonner";

import { TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import {
  updateDepartmentSchema,
  type UpdateDepartmentFormValues,
  type UpdateDepartmentInput,
} from "@/lib/validation/department";

import {
  errorMessage,
  listDoctorsRequest,
  updateDepartmentRequest,
  type DepartmentRow,
  type DoctorOption,
} from "./department-api";

const FIELDS = new Set(["name", "description", "headDoctorId"]);

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 md:text-sm";

/** The doctors to offer: the department's own first, then the rest of the hospital. */
function orderDoctors(doctors: DoctorOption[], departmentId: string): DoctorOption[] {
  const byName = (a: DoctorOption, b: DoctorOption) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`);
  return [...doctors.filter((d) => d.departmentId === departmentId).sort(byName), ...doctors.filter((d) => d.departmentId !== departmentId).sort(byName)];
}

/**
 * Edits a department's name, description and head doctor (PATCH /api/departments/{id}). Shared by
 * the hospital dashboard's Departments tab and /departments.
 */
export function EditDepartmentDialog({ department, hospitalId }: { department: DepartmentRow; hospitalId?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [doctors, setDoctors] = useState<DoctorOption[] | null>(null);
  const [doctorsError, setDoctorsError] = useState<string | null>(null);
  const loading = useRef<AbortController | null>(null);
  const defaults: UpdateDepartmentFormValues = {
    name: department.name,
    description: department.description ?? "",
    headDoctorId: department.headDoctorId ?? "",
  };
  const form = useForm<UpdateDepartmentFormValues, unknown, UpdateDepartmentInput>({
    resolver: zodResolver(updateDepartmentSchema),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const pending = form.formState.isSubmitting;

  // The doctor list is read each time the dialog opens, so a doctor registered meanwhile is offered.
  const loadDoctors = () => {
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    setDoctorsError(null);
    listDoctorsRequest(hospitalId, controller.signal)
      .then(setDoctors)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setDoctorsError(errorMessage(error, "Failed to load doctors"));
      });
  };

  useEffect(() => () => loading.current?.abort(), []);

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      form.reset(defaults);
      loadDoctors();
    } else {
      loading.current?.abort();
    }
    setOpen(next);
  };

  const save = async (values: UpdateDepartmentInput) => {
    try {
      await updateDepartmentRequest(department.id, values);
      toast.success("Department Updated", { description: "Success: Department updated successfully" });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update department") });
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (FIELDS.has(field)) form.setError(field as Path<UpdateDepartmentFormValues>, { type: "server", message });
        }
      }
    }
  };

  const options = doctors ? orderDoctors(doctors, department.id) : [];
  // The current head stays selectable even if the list failed to load or no longer contains them.
  const currentMissing = department.headDoctorId && !options.some((d) => d.id === department.headDoctorId);

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit ${department.name}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit Department</DialogTitle>
          <DialogDescription>
            {department.name} ({department.id})
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Edit department" className="space-y-4">
            <TextField control={form.control} name="name" label="Department Name" autoComplete="off" />
            <TextAreaField control={form.control} name="description" label="Description" />
            <FormField
              control={form.control}
              name="headDoctorId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Head Doctor</FormLabel>
                  <div className="relative">
                    <FormControl>
                      <select {...field} value={field.value ?? ""} className={selectClassName} disabled={!doctors && !doctorsError}>
                        <option value="">Not assigned</option>
                        {currentMissing ? (
                          <option value={department.headDoctorId!}>{department.headDoctorName ?? department.headDoctorId}</option>
                        ) : null}
                        {options.map((d) => (
                          <option key={d.id} value={d.id}>
                            Dr. {d.firstName} {d.lastName} ({d.specialization})
                          </option>
                        ))}
                      </select>
                    </FormControl>
                    <ChevronDownIcon
                      aria-hidden="true"
                      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                    />
                  </div>
                  <FormDescription>
                    {doctorsError
                      ? doctorsError
                      : doctors
                        ? doctors.length === 0
                          ? "No doctors are registered at this hospital yet."
                          : "Doctors of this department are listed first."
                        : "Loading doctors..."}
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
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
