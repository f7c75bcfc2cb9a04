"use client";

import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";

import { ApiError, apiRequest } from "@/lib/api-client";

type RegistrationSubmitOptions<TValues extends FieldValues, TOut, TResult, TCredentials> = {
  form: UseFormReturn<TValues, unknown, TOut>;
  /** The REST endpoint that registers the person (POST). */
  path: string;
  /** The form's empty values; its keys are the fields that can show a server message. */
  empty: TValues;
  /** Only for system_admin, who has no hospital of their own; the server ignores it for anyone else. */
  hospitalId?: string;
  /** The success toast for the server's answer. */
  successToast: (result: TResult) => { title: string; description: string };
  /** What the credentials dialog shows, from the server's answer and the values sent. */
  toCredentials: (result: TResult, values: TOut) => TCredentials;
  onRegistered?: (result: TResult) => void;
  /** Called when the administrator closes the credentials dialog. */
  onCredentialsClosed?: () => void;
};

/**
 * The submit step of the staff registration forms (doctor, health worker): POST the values, toast
 * the outcome, reset the form, and keep the one-time credentials for the dialog. The server's
 * per-field messages are shown under the matching fields.
 */
export function useRegistrationSubmit<TValues extends FieldValues, TOut, TResult, TCredentials>({
  form,
  path,
  empty,
  hospitalId,
  successToast,
  toCredentials,
  onRegistered,
  onCredentialsClosed,
}: RegistrationSubmitOptions<TValues, TOut, TResult, TCredentials>) {
  // Kept after closing so the dialog does not empty itself during its closing animation.
  const [credentials, setCredentials] = useState<TCredentials | null>(null);
  const [showCredentials, setShowCredentials] = useState(false);

  const register = async (values: TOut) => {
    try {
      const result = await apiRequest<TResult>(path, {
        method: "POST",
        body: hospitalId ? { ...values, hospitalId } : values,
      });
      const { title, description } = successToast(result);
      toast.success(title, { description });
      form.reset(empty);
      setCredentials(toCredentials(result, values));
      setShowCredentials(true);
      onRegistered?.(result);
    } catch (error) {
      const message = error instanceof Error ? error.message : "Registration failed";
      toast.error("Registration Failed", { description: message });
      if (error instanceof ApiError) {
        for (const [field, fieldMessage] of Object.entries(error.fieldErrors)) {
          if (Object.hasOwn(empty, field)) {
            form.setError(field as Path<TValues>, { type: "server", message: fieldMessage });
          }
        }
      }
    }
  };

  return {
    onSubmit: form.handleSubmit(register),
    credentials,
    dialog: {
      open: showCredentials,
      onOpenChange: (open: boolean) => {
        setShowCredentials(open);
        if (!open) onCredentialsClosed?.();
      },
    },
  };
}
