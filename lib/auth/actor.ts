import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import { cache } from "react";

import { getDb } from "@/lib/db/client";
import { healthWorkers, hospitals, patients, sessions, settings, users } from "@/lib/db/schema";

import { anonymous, type Actor, type UserRole } from "./actor-types";
import { clientIp } from "./client-ip";
import { decodeSession, portalToken, sessionToken, type SessionClaims } from "./session";
import { liveSession } from "./sessions-store";

export { clientIp };

/**
 * Resolves the acting principal from a session token. The cookie is only a claim: the account
 * is re-read so that a deactivated user, a bumped session version (logout everywhere, role
 * change) or a changed role takes effect on the next request, and its session row is joined in
 * the same query, so that a signed-out or timed-out session counts for nothing. The same query
 * reads the platform settings (maintenance mode, two-factor required, the session timeout) and the
 * account's hospital (deactivated or not): every setting takes effect on the next request of every
 * live session, in every server process, with no cache to invalidate.
 */
export async function resolveActor(token: string | undefined, ip: string | null, portal?: string): Promise<Actor> {
  const actor = await resolveSession(token, ip);
  // The portal cookie speaks only when no other session does (see resolvePortalPatient).
  if (actor.kind === "anonymous" && portal) return (await resolvePortalPatient(portal, ip)) ?? actor;
  return actor;
}

/**
 * The patient of a portal cookie, when it is valid and the patient still exists and is active.
 * A staff member who opened the portal on the same browser keeps their own session; the routes
 * that read one patient's record also accept the portal session of that patient.
 */
export async function resolvePortalPatient(portal: string | undefined, ip: string | null): Promise<Actor | null> {
  const claims = await decodeSession(portal);
  if (!claims || claims.kind !== "patient") return null;
  return (await patientSession(claims, ip)) ?? null;
}

// The settings row is left-joined on id = 1; a missing row reads as the defaults (both off).
const maintenanceMode = sql<boolean>`coalesce(${settings.maintenanceMode}, false)`.mapWith(Boolean);
const twoFactorRequired = sql<boolean>`coalesce(${settings.twoFactorRequired}, false)`.mapWith(Boolean);
// An account without a hospital (a system administrator, an independent worker) is never refused for it.
const hospitalDeactivated = sql<boolean>`coalesce(not ${hospitals.isActive}, false)`.mapWith(Boolean);

async function patientSession(claims: SessionClaims, ip: string | null): Promise<Actor | null> {
  const [patient] = await getDb()
    .select({ id: patients.id, maintenanceMode })
    .from(patients)
    .innerJoin(sessions, liveSession(claims.sid, "patient", patients.id))
    .leftJoin(settings, eq(settings.id, 1))
    .where(and(eq(patients.id, claims.sub), eq(patients.isActive, true)))
    .limit(1);
  return patient ? { kind: "patient", ip, patientId: patient.id, maintenanceMode: patient.maintenanceMode } : null;
}

async function resolveSession(token: string | undefined, ip: string | null): Promise<Actor> {
  const claims = await decodeSession(token);
  if (!claims) return anonymous(ip);

  const db = getDb();
  if (claims.kind === "staff") {
    const [row] = await db
      .select({ user: getTableColumns(users), maintenanceMode, twoFactorRequired, hospitalDeactivated })
      .from(users)
      .innerJoin(sessions, liveSession(claims.sid, "staff", users.id))
      .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
      .leftJoin(settings, eq(settings.id, 1))
      .where(and(eq(users.id, claims.sub), eq(users.isActive, true), eq(users.sessionVersion, claims.sv)))
      .limit(1);
    if (!row) return anonymous(ip);
    const { user } = row;
    const isSystemAdmin = user.role === "system_admin";
    return {
      kind: "staff",
      ip,
      userId: user.id,
      role: user.role as UserRole,
      hospitalId: user.hospitalId,
      departmentId: user.departmentId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordChangeRequired: user.temporaryPasswordExpiresAt !== null,
      // A system administrator must always have two-factor sign-in, whatever the setting.
      twoFactorEnrolmentRequired: (row.twoFactorRequired || isSystemAdmin) && user.totpEnabledAt === null,
      maintenanceMode: row.maintenanceMode,
      hospitalDeactivated: !isSystemAdmin && row.hospitalDeactivated,
    };
  }
  if (claims.kind === "health_worker") {
    const [worker] = await db
      .select({
        id: healthWorkers.id,
        hospitalId: healthWorkers.hospitalId,
        temporary: healthWorkers.temporaryPasswordExpiresAt,
        maintenanceMode,
        hospitalDeactivated,
      })
      .from(healthWorkers)
      .innerJoin(sessions, liveSession(claims.sid, "health_worker", healthWorkers.id))
      .leftJoin(hospitals, eq(hospitals.id, healthWorkers.hospitalId))
      .leftJoin(settings, eq(settings.id, 1))
      .where(
        and(eq(healthWorkers.id, claims.sub), eq(healthWorkers.isActive, true), eq(healthWorkers.sessionVersion, claims.sv)),
      )
      .limit(1);
    if (!worker) return anonymous(ip);
    const passwordChangeRequired = worker.temporary !== null;
    return {
      kind: "health_worker",
      ip,
      healthWorkerId: worker.id,
      hospitalId: worker.hospitalId,
      passwordChangeRequired,
      maintenanceMode: worker.maintenanceMode,
      hospitalDeactivated: worker.hospitalDeactivated,
    };
  }
  if (claims.kind === "patient") return (await patientSession(claims, ip)) ?? anonymous(ip);
  return anonymous(ip);
}

/** getActor() for pages, layouts and server actions: once per request (React cache). */
export const getActor = cache(async (): Promise<Actor> => {
  const [jar, h] = await Promise.all([cookies(), headers()]);
  const get = (n: string) => jar.get(n)?.value;
  return resolveActor(sessionToken(get), clientIp(h), portalToken(get));
});

/** The patient of this browser's portal session, for the /patient-portal page (React cache). */
export const getPortalPatient = cache(async (): Promise<Actor | null> => {
  const [jar, h] = await Promise.all([cookies(), headers()]);
  return resolvePortalPatient(portalToken((n) => jar.get(n)?.value), clientIp(h));
});
