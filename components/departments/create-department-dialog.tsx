"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
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
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import {
  createDepartmentSchema,
  type CreateDepartmentFormValues,
  type CreateDepartmentInput,
} from "@/lib/validation/department";

import { createDepartmentRequest, errorMessage } from "./department-api";

const EMPTY: CreateDepartmentFormValues = { name: "", description: "" };

/** 'Create New Department' on /departments: the shared schema's messages show under each field. */
export function CreateDepartmentDialog({ hospitalId }: { hospitalId?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useForm<CreateDepartmentFormValues, unknown, CreateDepartmentInput>({
    resolver: zodResolver(createDepartmentSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const pending = form.formState.isSubmitting;

  const openChange = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset(EMPTY);
    setOpen(next);
  };

  const create = async (values: CreateDepartmentInput) => {
    try {
      await createDepartmentRequest({ name: values.name, description: values.description, isActive: true, hospitalId });
      toast.success("Success", { description: "Department created successfully" });
      form.reset(EMPTY);
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to create department") });
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === "name" || field === "description") {
            form.setError(field as Path<CreateDepartmentFormValues>, { type: "server", message });
          }
        }
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          Add Department
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Create New Department</DialogTitle>
          <DialogDescription>The department ID is assigned automatically.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(create)} noValidate aria-label="Create department" className="space-y-4">
            <TextField control={form.control} name="name" label="Department Name" autoComplete="off" />
            <TextAreaField control={form.control} name="description" label="Description" description="Optional" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Creating..." : "Create Department"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
