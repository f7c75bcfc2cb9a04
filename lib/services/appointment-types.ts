import type { AppointmentStatus, PrescriptionDestination } from "@/lib/constants/appointments";

// The shapes the appointment, doctor-portal, diagnosis and notification services answer with
// (API.md "Doctors, appointments and diagnoses", "Notifications"). Shared by routes and pages.

/** API.md `Appointment`, plus the department's name and the patient's phone for the screens. */
export type AppointmentView = {
  id: string;
  hospitalId: string;
  departmentId: string;
  departmentName: string | null;
  doctorId: string;
  patientId: string;
  patientName: string;
  doctorName: string;
  /** ISO 8601 instant. */
  appointmentDate: string;
  duration: number;
  status: AppointmentStatus;
  reason: string | null;
  notes: string | null;
  doctorResponse: string | null;
  responseDate: string | null;
};

/** GET /api/appointments/slots: one 30-minute slot of the hospital's local day. */
export type Slot = {
  time: string;
  available: boolean;
  /** The slot's instant (ISO 8601): what the form sends as appointmentDate. */
  startsAt: string;
};

/** The counters of /appointments for the hospital's local today. */
export type AppointmentDayCounts = { total: number; completed: number; pending: number; cancelled: number; noShow: number };

/** GET /api/doctor/profile */
export type DoctorProfile = {
  id: string;
  firstName: string;
  lastName: string;
  specialization: string;
  departmentId: string | null;
  departmentName: string | null;
  hospitalId: string;
};

/** API.md `Diagnosis` (POST /api/doctor/diagnosis, the portal's recent diagnoses). */
export type DiagnosisView = {
  id: string;
  appointmentId: string | null;
  patientId: string;
  patientName: string;
  doctorId: string;
  hospitalId: string;
  symptoms: string;
  diagnosis: string;
  finalDiagnosis: string | null;
  prescription: string | null;
  treatmentPlan: string | null;
  prescriptionSentTo: PrescriptionDestination | null;
  followUpDate: string | null;
  aiAnalysis: unknown;
  aiConfidence: number | null;
  doctorConfirmed: boolean;
  isConfirmed: boolean;
  /** Set when the prescription named a recorded allergy and the doctor saved it anyway. */
  allergyOverride: { reason: string; allergies: string[] } | null;
  createdAt: string;
};

/** GET /api/notifications */
export type NotificationView = {
  id: string;
  title: string;
  message: string;
  type: string;
  relatedId: string | null;
  isRead: boolean;
  createdAt: string;
};
