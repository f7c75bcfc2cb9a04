"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ClipboardPlusIcon, RotateCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { showFieldErrors } from "@/components/hospital/staff-api";
import { SelectField, TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { roleLabel } from "@/lib/constants/health-worker-roles";
import type { DepartmentListItem } from "@/lib/services/departments";
import type { HealthWorkerListItem } from "@/lib/services/health-workers";
import { createTaskSchema, TASK_PRIORITY_OPTIONS, TASK_TYPE_OPTIONS, type CreateTaskFormValues, type CreateTaskInput } from "@/lib/validation/task";

import { createTaskRequest } from "./task-api";

const FIELDS = ["title", "description", "taskType", "priority", "dueDate", "patientId", "assignedToHealthWorkerId", "departmentId"] as const;
type Choices = { workers: { value: string; label: string }[]; departments: { value: string; label: string }[] };
type Load = { kind: "loading" } | { kind: "error"; message: string } | { kind: "loaded"; choices: Choices };

/**
 * 'Assign Task' (POST /api/tasks) from a patient's page or a consultation: to a health worker
 * employed at the hospital (GET /api/health-workers, active ones) or to a department
 * (GET /api/departments). The server checks that worker, department and patient are the hospital's.
 */
export function AssignTaskDialog({ patient, size = "default" }: { patient?: { id: string; name: string }; size?: "default" | "sm" }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const request = useRef<AbortController | null>(null);
  const defaults: CreateTaskFormValues = {
    title: "",
    description: "",
    taskType: "",
    priority: "medium",
    dueDate: "",
    patientId: patient?.id ?? "",
    assignedToHealthWorkerId: "",
    departmentId: "",
  };
  const form = useForm<CreateTaskFormValues, unknown, CreateTaskInput>({ resolver: zodResolver(createTaskSchema), mode: "onTouched", defaultValues: defaults });
  const pending = form.formState.isSubmitting;

  const fetchChoices = async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoad({ kind: "loading" });
    try {
      const [workers, departments] = await Promise.all([
        apiRequest<HealthWorkerListItem[]>("/api/health-workers?limit=200", { signal: controller.signal }),
        apiRequest<DepartmentListItem[]>("/api/departments", { signal: controller.signal }),
      ]);
      setLoad({
        kind: "loaded",
        choices: {
          workers: workers
            .filter((w) => w.isActive)
            .map((w) => ({ value: w.id, label: `${w.firstName} ${w.lastName} (${roleLabel(w.role)}${w.departmentName ? `, ${w.departmentName}` : ""})` })),
          departments: departments.filter((d) => d.isActive).map((d) => ({ value: d.id, label: d.name })),
        },
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setLoad({ kind: "error", message: error instanceof ApiError ? error.message : "Please try again." });
    }
  };

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      form.reset(defaults);
      void fetchChoices();
    } else request.current?.abort();
    setOpen(next);
  };

  const submit = async (values: CreateTaskInput) => {
    try {
      const task = await createTaskRequest(values);
      toast.success("Task Assigned", { description: `${task.title}: ${task.assignedWorkerName ?? task.departmentName ?? "assigned"}` });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Task Not Assigned", { description: error instanceof ApiError ? error.message : "Please try again." });
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} className={size === "default" ? "w-full sm:w-auto" : undefined} aria-label={patient ? `Assign Task for ${patient.name}` : undefined}>
          <ClipboardPlusIcon aria-hidden="true" />
          Assign Task
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Assign Task</DialogTitle>
          <DialogDescription>
            {patient ? `For ${patient.name} (${patient.id}). ` : ""}Assign it to a health worker of your hospital, or to a department whose workers can take it.
          </DialogDescription>
        </DialogHeader>
        {load.kind === "loading" ? (
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
            <Spinner aria-hidden="true" />
            Loading...
          </div>
        ) : load.kind === "error" ? (
          <div className="space-y-3 py-4">
            <p role="alert" className="text-sm text-destructive">
              The health workers and departments could not be loaded. {load.message}
            </p>
            <Button variant="outline" onClick={() => void fetchChoices()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Assign task" className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="title" label="Title" autoComplete="off" className="sm:col-span-2" />
              <SelectField control={form.control} name="taskType" label="Task Type" placeholder="Select a type" options={TASK_TYPE_OPTIONS} />
              <SelectField control={form.control} name="priority" label="Priority" placeholder="Select a priority" options={TASK_PRIORITY_OPTIONS} />
              <SelectField
                control={form.control}
                name="assignedToHealthWorkerId"
                label="Health Worker"
                placeholder={load.choices.workers.length ? "Any worker of the department" : "No health workers employed"}
                options={load.choices.workers}
                optional
              />
              <SelectField control={form.control} name="departmentId" label="Department" placeholder="The worker's department" options={load.choices.departments} optional />
              <TextField control={form.control} name="dueDate" label="Due Date" type="date" description="Optional" />
              <TextAreaField control={form.control} name="description" label="Description" description="Optional" className="sm:col-span-2" />
              <DialogFooter className="sm:col-span-2">
                <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? <Spinner aria-hidden="true" /> : null}
                  {pending ? "Assigning..." : "Assign Task"}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
