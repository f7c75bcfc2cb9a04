"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type MouseEvent } from "react";
import { toast } from "sonner";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

import { deleteDepartmentRequest, errorMessage, type DepartmentRow } from "./department-api";

/** Delete after confirmation; a department still in use answers 409 and its message is shown. */
export function DeleteDepartmentButton({ department }: { department: Pick<DepartmentRow, "id" | "name"> }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async (event: MouseEvent) => {
    // Keep the dialog open while the request runs; it closes on success only.
    event.preventDefault();
    setPending(true);
    try {
      await deleteDepartmentRequest(department.id);
      toast.success("Department Deleted", { description: `${department.name} was deleted.` });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to delete department") });
      setOpen(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" aria-label={`Delete ${department.name}`}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {department.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The department {department.id} is removed permanently. A department that still has doctors, health workers or
            appointments cannot be deleted; deactivate it instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={(event) => void confirm(event)}
            disabled={pending}
          >
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
