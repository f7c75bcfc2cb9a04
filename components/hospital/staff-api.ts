// The browser's staff-management calls (API.md PATCH /api/doctors/{id}, /api/health-workers/{id},
// /api/hospitals/{hospitalId}): the server checks role, tenant and subscription (402) on each.

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import { ApiError, apiRequest } from "@/lib/api-client";
import type { UpdatedDoctor } from "@/lib/services/doctor-management";
import type { HealthWorkerListItem } from "@/lib/services/health-workers";

export type { AppointmentToRebook, ManagedDoctor } from "@/lib/services/doctor-management";

export function updateDoctorRequest(id: string, body: Record<string, unknown>) {
  return apiRequest<UpdatedDoctor>(`/api/doctors/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

export function updateHealthWorkerRequest(id: string, body: Record<string, unknown>) {
  return apiRequest<HealthWorkerListItem>(`/api/health-workers/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

export function updateHospitalRequest(hospitalId: string, body: Record<string, unknown>) {
  return apiRequest<unknown>(`/api/hospitals/${encodeURIComponent(hospitalId)}`, { method: "PATCH", body });
}

/** The server's message (a 402, 404 or 400 explains itself), or the fallback for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The fields the user changed, with their values: only those are sent, so the audit names exactly them. */
export function changedValues<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, values: Record<string, unknown>) {
  const dirty = form.formState.dirtyFields as Partial<Record<string, unknown>>;
  return Object.fromEntries(Object.keys(values).filter((key) => dirty[key]).map((key) => [key, values[key]]));
}

/** The server's per-field messages under the matching fields. */
export function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown, fields: readonly string[]) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = field.split(".")[0];
    if (fields.includes(name)) form.setError(name as Path<T>, { type: "server", message });
  }
}
