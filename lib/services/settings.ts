import { eq } from "drizzle-orm";

import { getDb, type DbOrTx } from "@/lib/db/client";
import { settings, type Settings } from "@/lib/db/schema";

const DEFAULTS = {
  twoFactorRequired: false,
  sessionTimeoutHours: 24,
  autoBackup: false,
  maintenanceMode: false,
  maxUsersPerHospital: 100,
  defaultPlan: "trial",
} as const;

/** The platform settings row, created with the specification's defaults when missing. */
export async function ensureSettings(db: DbOrTx = getDb()): Promise<void> {
  await db.insert(settings).values({ id: 1, ...DEFAULTS }).onConflictDoNothing();
}

export async function readSettings(db: DbOrTx = getDb()): Promise<Omit<Settings, "updatedBy" | "updatedAt" | "id">> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  return row ?? { ...DEFAULTS, updatedBy: null, updatedAt: new Date(), id: 1 };
}
