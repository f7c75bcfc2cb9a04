// What the portal shows, exactly as the patient-record services return it: plain data that the
// server page passes straight to the dashboard's components.
export type {
  PatientAppointmentItem as PortalAppointment,
  PatientMedicalRecordItem as PortalMedicalRecord,
  PatientRecord as PortalPatient,
} from "@/lib/services/patient-records";
export type { NotificationView as PortalNotification } from "@/lib/services/appointment-types";
// The portal's own appointments (upcoming and past, with whether each may still be cancelled).
export type {
  PortalAppointment as MyAppointment,
  PortalAppointmentPage as MyAppointmentPage,
} from "@/lib/services/portal-appointments";
