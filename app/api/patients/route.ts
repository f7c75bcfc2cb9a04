import { z } from "zod";

import { route } from "@/lib/http";
import { CLINICAL_ROLES } from "@/lib/auth/roles";
import { listPatients } from "@/lib/services/patient-directory";
import { registerPatient } from "@/lib/services/patients";
import { listPatientsQuerySchema } from "@/lib/validation/patient-list";

// GET /api/patients: Patient Management's list, only patients linked to the actor's hospital.
export const GET = route({ roles: CLINICAL_ROLES, query: listPatientsQuerySchema }, async ({ actor, query }) => listPatients(actor, query));

// POST /api/patients: a staff session sends a staff form, anyone else the self-registration
// wizard; the service picks the schema by the actor, so the body is parsed there.
export const POST = route({ body: z.unknown(), status: 201 }, async ({ actor, body }) => registerPatient(actor, body));
