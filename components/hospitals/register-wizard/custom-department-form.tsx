"use client";

import { PlusIcon } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type CustomDepartmentFormProps = {
  onAdd: (department: { name: string; description?: string }) => void;
};

/**
 * The name and optional description of a department that is not among the presets.
 * NOTE: this sits inside the wizard's <form>, so it is a group of fields, not a nested form,
 * and Enter in its inputs adds the department instead of submitting the registration.
 */
export function CustomDepartmentForm({ onAdd }: CustomDepartmentFormProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const canAdd = name.trim() !== "";

  const add = () => {
    if (!canAdd) return;
    onAdd({ name: name.trim(), description: description.trim() || undefined });
    setName("");
    setDescription("");
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <div role="group" aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-dashed p-4">
      <div className="space-y-1">
        <h4 id={`${id}-heading`} className="text-sm font-medium">
          Add a custom department
        </h4>
        <p className="text-sm text-muted-foreground">A department already in your list is not added twice.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Department Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Input
            id={`${id}-description`}
            value={description}
            maxLength={500}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
      </div>
      <Button type="button" variant="outline" onClick={add} disabled={!canAdd} className="w-full sm:w-auto">
        <PlusIcon aria-hidden="true" />
        Add
      </Button>
    </div>
  );
}
