import { route } from "@/lib/http";
import { updateDoctor } from "@/lib/services/doctor-management";
import { updateDoctorSchema } from "@/lib/validation/doctor";

// PATCH /api/doctors/{id} (added): hospital_admin of the doctor's hospital (system_admin any);
// 200 { doctor, futureAppointments }; deactivating ends the doctor's sessions.
export const PATCH = route({ roles: ["hospital_admin", "system_admin"], body: updateDoctorSchema }, async ({ actor, body, params }) =>
  updateDoctor(actor, String(params.id), body),
);
