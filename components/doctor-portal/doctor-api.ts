// The doctor portal's browser calls (API.md "Doctors, appointments and diagnoses"): every action
// goes through the REST endpoints, so the server's role, ownership, state (409) and subscription
// (402) checks apply to it.

import { ApiError, apiRequest } from "@/lib/api-client";
import type { AppointmentView, DiagnosisView } from "@/lib/services/appointment-types";
import type { ConsultationStart } from "@/lib/services/consultation-start";
import type { AiAnalysis } from "@/lib/validation/diagnosis";
import type { Vitals } from "@/lib/validation/vitals";

export function respondRequest(id: string, body: { action: "accept" } | { action: "reject"; reason: string }) {
  return apiRequest<AppointmentView>(`/api/doctor/appointments/${encodeURIComponent(id)}/respond`, { method: "PATCH", body });
}

/** 'Start Consultation': records when the consultation began (the first press counts). */
export function startConsultationRequest(id: string) {
  return apiRequest<ConsultationStart>(`/api/doctor/appointments/${encodeURIComponent(id)}/start`, { method: "POST", body: {} });
}

export type CreateDiagnosisBody = {
  appointmentId: string;
  patientId: string;
  symptoms: string;
  diagnosis: string;
  prescription: string;
  treatmentPlan: string;
  prescriptionSentTo?: string;
  followUpDate?: string;
  aiAnalysis?: AiAnalysis;
  aiConfidence?: number;
  vitals?: Vitals;
  examination?: string;
  allergyOverride?: { reason: string };
};

export function createDiagnosisRequest(body: CreateDiagnosisBody) {
  return apiRequest<DiagnosisView>("/api/doctor/diagnosis", { method: "POST", body });
}

export function confirmDiagnosisRequest(id: string, body: { finalDiagnosis?: string; prescriptionSentTo?: string }) {
  return apiRequest<{ message: string; diagnosis: DiagnosisView }>(`/api/doctor/diagnosis/${encodeURIComponent(id)}/confirm`, {
    method: "PATCH",
    body: { confirmed: true, ...body },
  });
}

/** The server's message (a 409 or 402 explains itself), or the fallback for anything else. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
