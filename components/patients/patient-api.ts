// The browser's patient calls (API.md Patients): registrations and edits go through the REST
// endpoints, so the server's role, tenant and subscription (402) checks apply to them.

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import { ApiError, apiRequest } from "@/lib/api-client";

/** The fields of POST /api/patients' answer the forms read. */
export type RegisteredPatient = { id: string; firstName: string; lastName: string };

export function registerPatientRequest(body: Record<string, unknown>) {
  return apiRequest<RegisteredPatient>("/api/patients", { method: "POST", body });
}

export function updatePatientRequest(id: string, body: Record<string, unknown>) {
  return apiRequest<RegisteredPatient>(`/api/patients/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

/** The server's message (a 402, 409 or 400 explains itself), or the fallback for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The server's per-field messages, under the matching fields of the form (others are ignored). */
export function showServerFieldErrors<TValues extends FieldValues, TOut>(
  form: UseFormReturn<TValues, unknown, TOut>,
  error: unknown,
  fields: readonly string[],
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) form.setError(field as Path<TValues>, { type: "server", message });
  }
}

/** The values to send: undefined (blank optional) fields are dropped, and only `keys` are kept. */
export function pickDefined(values: object, keys: readonly string[]): Record<string, unknown> {
  const source = values as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
