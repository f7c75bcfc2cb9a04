import { route } from "@/lib/http";
import { getAccountProfile, updateAccountProfile } from "@/lib/services/account-profile";
import { updateAccountProfileSchema } from "@/lib/validation/account-profile";

// GET /api/account/profile: any signed-in staff user's own profile (portal patients and workers: 403).
export const GET = route({ roles: [] }, async ({ actor }) => getAccountProfile(actor));

// PATCH /api/account/profile: names, phone and, for a doctor, languages and biography.
export const PATCH = route({ roles: [], body: updateAccountProfileSchema }, async ({ actor, body }) => updateAccountProfile(actor, body));
