import { count, eq } from "drizzle-orm";

import { hashPassword } from "@/lib/auth/password";
import { demoDataSetting } from "@/lib/config/env";
import { encryptPhi } from "@/lib/security/phi";
import { ensureSettings } from "@/lib/services/settings";

import type { DbHandle } from "./client";
import { runMigrations } from "./migrate";
import { auditLogs, hospitals, users } from "./schema";

const log = (message: string) => console.log(`[startup] ${message}`);

/**
 * ADMIN_TOTP_SECRET (base32, for automated runs such as the e2e suite only): the created
 * administrator starts with two-factor sign-in on, with this secret, so that a script can compute
 * its codes. Unset (always, outside tests), the administrator enrols an authenticator app at the
 * first sign-in, as every system administrator must.
 */
function adminTotpSecret(): string | null {
  const secret = process.env.ADMIN_TOTP_SECRET?.replace(/\s+/g, "").toUpperCase();
  if (!secret) return null;
  if (!/^[A-Z2-7]{16,}$/.test(secret)) {
    log("ADMIN_TOTP_SECRET is not a base32 secret of 16 or more characters; ignored");
    return null;
  }
  return secret;
}

/** Creates the ADMIN_EMAIL system administrator when no system_admin exists yet. */
export async function ensureSystemAdmin(handle: DbHandle): Promise<void> {
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase();
  if (!email) return;
  const { db } = handle;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, "system_admin")).limit(1);
  if (existing) return;
  const password = process.env.ADMIN_PASSWORD;
  if (!password || password.length < 8) {
    log("ADMIN_EMAIL is set but ADMIN_PASSWORD is missing or shorter than 8 characters; no administrator created");
    return;
  }
  const totpSecret = adminTotpSecret();
  const twoFactor = totpSecret ? { totpSecretEnc: encryptPhi(totpSecret), totpEnabledAt: new Date() } : {};
  const [admin] = await db
    .insert(users)
    .values({ email, username: email, passwordHash: await hashPassword(password), role: "system_admin", isVerified: true, ...twoFactor })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (admin) {
    const details = { twoFactor: totpSecret ? "ADMIN_TOTP_SECRET" : "enrol at first sign-in" };
    await db.insert(auditLogs).values({ actorType: "system", action: "user.create_system_admin", entity: "user", entityId: admin.id, details });
    log(`system administrator ${email} created${totpSecret ? " with two-factor sign-in from ADMIN_TOTP_SECRET" : ""}`);
  } else {
    log(`ADMIN_EMAIL ${email} already belongs to another account; no administrator created`);
  }
}

/** Demo data: DEMO_DATA=true/false wins; unset means on for an empty embedded database. */
async function maybeLoadDemoData(handle: DbHandle): Promise<void> {
  const setting = demoDataSetting();
  const wanted = setting ?? handle.kind === "pglite";
  if (!wanted) return;
  const [{ n }] = await handle.db.select({ n: count() }).from(hospitals);
  if (n > 0) return;
  const { loadDemoData } = await import("./seed/demo");
  const started = Date.now();
  const summary = await loadDemoData(handle.db);
  log(`demo data loaded in ${Date.now() - started} ms: ${summary.hospitals.map((h) => h.id).join(", ")}`);
}

/** Start-up: pending migrations, the settings row, the system administrator, demo data. */
export async function bootstrap(handle: DbHandle): Promise<void> {
  const started = Date.now();
  await runMigrations(handle);
  await ensureSettings(handle.db);
  await ensureSystemAdmin(handle);
  await maybeLoadDemoData(handle);
  log(`database ready (${handle.kind}) in ${Date.now() - started} ms`);
}
