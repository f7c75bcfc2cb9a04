import { patientReader, route } from "@/lib/http";
import { listPatientAppointments } from "@/lib/services/patient-records";

// GET /api/appointments/patient/{id}: newest first; as GET /api/patients/{id} for who may read.
export const GET = route({}, async ({ req, actor, params }) => {
  const id = String(params.id);
  return listPatientAppointments(await patientReader(req, actor, id), id);
});
