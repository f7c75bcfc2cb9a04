import { patientReader, route } from "@/lib/http";
import { listPatientBills } from "@/lib/services/bills";
import { pageQuerySchema } from "@/lib/validation/list";

// GET /api/bills/patient/{id}: the patient's bills and payments, newest first; the portal patient
// sees their own at every hospital, clinical staff their hospital's (as GET /api/patients/{id}).
export const GET = route({ query: pageQuerySchema }, async ({ req, actor, query, params }) => {
  const id = String(params.id);
  return listPatientBills(await patientReader(req, actor, id), id, query);
});
