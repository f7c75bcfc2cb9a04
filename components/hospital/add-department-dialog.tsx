"use client";

import { PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { createDepartmentRequest, errorMessage } from "@/components/departments/department-api";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { DEPARTMENT_NAME_REQUIRED } from "@/lib/validation/department";

/**
 * The dashboard's Add Department dialog (specification sections 5 and 7): fields trimmed, a blank
 * name is the 'Validation Error' toast without a request; other rules come back from the server.
 */
export function AddDepartmentDialog({ hospitalId }: { hospitalId?: string }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmedName = name.trim();
    if (!trimmedName) {
      toast.error("Validation Error", { description: DEPARTMENT_NAME_REQUIRED });
      return;
    }
    setPending(true);
    try {
      await createDepartmentRequest({ name: trimmedName, description: description.trim() || undefined, isActive: true, hospitalId });
      toast.success("Department Created", { description: "Success: Department created successfully" });
      setName("");
      setDescription("");
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to create department") });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          Add Department
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add Department</DialogTitle>
          <DialogDescription>The department ID is assigned automatically.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add department" className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>Department Name</Label>
            <Input id={`${id}-name`} value={name} maxLength={100} autoComplete="off" onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              maxLength={500}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Creating..." : "Create Department"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
