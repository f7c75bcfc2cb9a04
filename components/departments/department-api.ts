// The browser's department calls (API.md Departments): every change goes through the REST
// endpoints, so the server's role, tenant and subscription (402) checks apply to it.

import { ApiError, apiRequest } from "@/lib/api-client";

/** The fields of a department the screens read (a subset of the service's DepartmentListItem). */
export type DepartmentRow = {
  id: string;
  name: string;
  description: string | null;
  headDoctorId: string | null;
  headDoctorName: string | null;
  isActive: boolean;
  staffCount: number;
};

export type DoctorOption = { id: string; firstName: string; lastName: string; specialization: string; departmentId: string | null };

const departmentPath = (id: string) => `/api/departments/${encodeURIComponent(id)}`;

export function createDepartmentRequest(body: { name: string; description?: string; isActive?: boolean; hospitalId?: string }) {
  return apiRequest<DepartmentRow>("/api/departments", { method: "POST", body });
}

export function updateDepartmentRequest(
  id: string,
  body: { name?: string; description?: string | null; isActive?: boolean; headDoctorId?: string | null },
) {
  return apiRequest<DepartmentRow>(departmentPath(id), { method: "PATCH", body });
}

export function deleteDepartmentRequest(id: string) {
  return apiRequest<void>(departmentPath(id), { method: "DELETE" });
}

/** The hospital's doctors for the head-doctor choice; system_admin names the hospital. */
export function listDoctorsRequest(hospitalId?: string, signal?: AbortSignal) {
  const query = hospitalId ? `?hospitalId=${encodeURIComponent(hospitalId)}` : "";
  return apiRequest<DoctorOption[]>(`/api/doctors${query}`, { signal });
}

/** The server's message (a 402, 409 or 400 explains itself), or the fallback for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
