import { route } from "@/lib/http";
import { getAdminSettings, updateAdminSettings } from "@/lib/services/admin-settings";
import { updateSettingsSchema } from "@/lib/validation/admin-settings";

// GET /api/admin/settings: the platform settings (system_admin).
export const GET = route({ roles: ["system_admin"] }, async ({ actor }) => getAdminSettings(actor));

// PUT /api/admin/settings: any subset of { twoFactorRequired, sessionTimeoutHours, autoBackup,
// maintenanceMode, maxUsersPerHospital, defaultPlan }; 200 the whole settings after the change.
export const PUT = route({ roles: ["system_admin"], body: updateSettingsSchema }, async ({ actor, body }) => updateAdminSettings(actor, body));
