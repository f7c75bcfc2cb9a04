// The browser's appointment calls (API.md "Doctors, appointments and diagnoses"): bookings and
// changes go through the REST endpoints, so the server's role, tenant, subscription (402) and
// double-booking (409) checks apply to them.

import type { DoctorOption } from "@/components/departments/department-api";
import { apiRequest } from "@/lib/api-client";
import type { AppointmentView, Slot } from "@/lib/services/appointment-types";

export type { DoctorOption };

/** GET /api/patients/search/{term}: one match of the scheduling picker. */
export type PatientMatch = { id: string; firstName: string; lastName: string; phone: string | null; linked?: boolean };

/** `path` with a query of the defined values (system_admin's hospitalId among them). */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function searchPatientsRequest(term: string, signal?: AbortSignal) {
  return apiRequest<PatientMatch[]>(`/api/patients/search/${encodeURIComponent(term)}`, { signal });
}

/** The department's active doctors (GET /api/doctors?departmentId=). */
export function listDepartmentDoctorsRequest(departmentId: string, hospitalId?: string, signal?: AbortSignal) {
  return apiRequest<DoctorOption[]>(withQuery("/api/doctors", { departmentId, hospitalId, limit: 200 }), { signal });
}

export type SlotsRequest = { doctorId: string; date: string; duration: number; hospitalId?: string; exceptId?: string };

/** The doctor's 18 slots of a local day; a slot is free when [time, time + duration) is. */
export function listSlotsRequest({ doctorId, date, duration, hospitalId, exceptId }: SlotsRequest, signal?: AbortSignal) {
  return apiRequest<Slot[]>(withQuery("/api/appointments/slots", { doctorId, date, duration, hospitalId, exceptId }), { signal });
}

export type BookAppointmentBody = {
  patientId: string;
  departmentId: string;
  doctorId: string;
  /** The chosen slot's instant (ISO 8601 with its offset). */
  appointmentDate: string;
  duration: number;
  reason: string;
  notes?: string;
  hospitalId?: string;
};

export function bookAppointmentRequest(body: BookAppointmentBody) {
  return apiRequest<AppointmentView>("/api/appointments", { method: "POST", body });
}

export type UpdateAppointmentBody = { status: "cancelled" } | { appointmentDate: string; duration: number };

/** Cancel, or move to another time (409 when the new time clashes). */
export function updateAppointmentRequest(id: string, body: UpdateAppointmentBody, hospitalId?: string) {
  return apiRequest<AppointmentView>(withQuery(`/api/appointments/${encodeURIComponent(id)}`, { hospitalId }), {
    method: "PATCH",
    body,
  });
}
