"use client";

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";

import { changedValues, errorMessage, showFieldErrors } from "./staff-api";

type Options<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, T>;
  /** The values the form reopens with. */
  defaults: T;
  /** The form's fields: the server's field messages are shown under these. */
  fields: readonly string[];
  /** Sends the changed fields only (the audit names exactly them). */
  send: (changed: Record<string, unknown>) => Promise<unknown>;
  /** The success toast's title and description. */
  saved: (values: T) => [string, string];
  /** The error toast's description when the server gives no message. */
  failed: string;
  /** After a save: refresh the page or the list. */
  after: () => void;
};

/**
 * The administrator's edit dialogs (doctor, health worker, hospital): reopening resets the form,
 * nothing changed is said and not sent, a save closes the dialog, a refusal shows the server's
 * messages. The dialog cannot be closed while saving.
 */
export function useEditDialog<T extends FieldValues>({ form, defaults, fields, send, saved, failed, after }: Options<T>) {
  const [open, setOpen] = useState(false);
  const pending = form.formState.isSubmitting;

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) form.reset(defaults);
    setOpen(next);
  };

  const save = async (values: T) => {
    const changed = changedValues(form, values);
    if (Object.keys(changed).length === 0) {
      toast("No changes to save");
      return;
    }
    try {
      await send(changed);
      const [title, description] = saved(values);
      toast.success(title, { description });
      setOpen(false);
      after();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, failed) });
      showFieldErrors(form, error, fields);
    }
  };

  return { open, openChange, save, pending };
}
