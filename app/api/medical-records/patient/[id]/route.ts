import { patientReader, route } from "@/lib/http";
import { listPatientMedicalRecords } from "@/lib/services/patient-records";

// GET /api/medical-records/patient/{id}: newest first; as GET /api/patients/{id} for who may read.
export const GET = route({}, async ({ req, actor, params }) => {
  const id = String(params.id);
  return listPatientMedicalRecords(await patientReader(req, actor, id), id);
});
