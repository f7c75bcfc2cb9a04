import { eq, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import { SETTINGS_FIELDS, type UpdateSettingsInput } from "@/lib/validation/admin-settings";

import { ensureSettings, readSettings } from "./settings";

// The system administrator's platform settings (issue 16, item 7): GET and PUT /api/admin/settings.
// Nothing caches them: the session's own query reads the session timeout, maintenance mode and
// two-factor required (lib/auth/actor.ts, sessions-store.ts), so a change takes effect on the next
// request of every live session, in every server process. The user limit, the default plan and
// the automatic backup are read where they act.

/** API.md's settings object, exactly the fields PUT accepts. */
export type PlatformSettings = {
  twoFactorRequired: boolean;
  sessionTimeoutHours: number;
  autoBackup: boolean;
  maintenanceMode: boolean;
  maxUsersPerHospital: number;
  defaultPlan: string;
};

const ADMINS = ["system_admin"] as const;

const view = (row: PlatformSettings): PlatformSettings => ({
  twoFactorRequired: row.twoFactorRequired,
  sessionTimeoutHours: row.sessionTimeoutHours,
  autoBackup: row.autoBackup,
  maintenanceMode: row.maintenanceMode,
  maxUsersPerHospital: row.maxUsersPerHospital,
  defaultPlan: row.defaultPlan,
});

// GET /api/admin/settings
export async function getAdminSettings(actor: Actor): Promise<PlatformSettings> {
  requireStaff(actor, ADMINS);
  return view(await readSettings());
}

// PUT /api/admin/settings: the fields sent (any subset) replace theirs. The row is locked, so two
// administrators' changes queue and each audit row's `before` is what that change replaced. The
// audit row names the changed fields with their values before and after; a PUT that changes
// nothing writes nothing and answers the settings as they are.
export async function updateAdminSettings(actor: Actor, input: UpdateSettingsInput): Promise<PlatformSettings> {
  const staff = requireStaff(actor, ADMINS);
  return getDb().transaction(async (tx) => {
    await ensureSettings(tx);
    const [row] = await tx.select().from(settings).where(eq(settings.id, 1)).for("update").limit(1);
    const before = view(row);
    const changed = SETTINGS_FIELDS.filter((f) => input[f] !== undefined && input[f] !== before[f]);
    if (!changed.length) return before;
    const patch: Partial<PlatformSettings> = Object.fromEntries(changed.map((f) => [f, input[f]]));
    const [updated] = await tx
      .update(settings)
      .set({ ...patch, updatedBy: staff.userId, updatedAt: sql`now()` })
      .where(eq(settings.id, 1))
      .returning();
    const after = view(updated);
    const pick = (s: PlatformSettings) => Object.fromEntries(changed.map((f) => [f, s[f]]));
    await audit(staff, { action: "settings.update", entity: "settings", entityId: "1", details: { changed, before: pick(before), after: pick(after) } }, tx);
    return after;
  });
}
