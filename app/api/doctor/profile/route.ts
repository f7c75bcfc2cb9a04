import { route } from "@/lib/http";
import { getDoctorProfile } from "@/lib/services/doctor-portal";

// GET /api/doctor/profile: the signed-in doctor's name, specialization, ID and department.
export const GET = route({ roles: ["doctor"] }, async ({ actor }) => getDoctorProfile(actor));
