"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

import { errorMessage, updateDepartmentRequest, type DepartmentRow } from "./department-api";

/** Activate/Deactivate: a real PATCH { isActive } (the specification's version only showed a toast). */
export function DepartmentActiveToggle({ department }: { department: Pick<DepartmentRow, "id" | "name" | "isActive"> }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const next = !department.isActive;
  const action = next ? "Activate" : "Deactivate";

  const toggle = async () => {
    setPending(true);
    try {
      await updateDepartmentRequest(department.id, { isActive: next });
      toast.success(next ? "Department Activated" : "Department Deactivated", {
        description: `${department.name} is now ${next ? "active" : "inactive"}.`,
      });
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, `Failed to ${action.toLowerCase()} department`) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant={next ? "secondary" : "outline"}
      size="sm"
      onClick={() => void toggle()}
      disabled={pending}
      aria-label={`${action} ${department.name}`}
    >
      {pending ? <Spinner aria-hidden="true" /> : null}
      {pending ? "Saving..." : action}
    </Button>
  );
}
