import { eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { patients } from "@/lib/db/schema";
import { ServiceError, underMaintenance } from "@/lib/errors";
import { clearLimits, giveBack, isRateLimited, takeAttempt, type Attempt, type Limit } from "@/lib/security/rate-limit";
import type { VerifyPatientInput } from "@/lib/validation/patient-portal";

import { resolvePatientId } from "./patient-merge";
import { readSettings } from "./settings";

export const INVALID_PATIENT_CREDENTIALS = "Invalid health number or date of birth.";
export const TOO_MANY_VERIFICATIONS = "Too many attempts. Please wait before trying again.";
const WINDOW_SECONDS = 15 * 60;

/**
 * Failed verifications allowed per health number and per client address in 15 minutes: a date
 * of birth has only ~36,500 plausible values, so it must not be guessable by trying.
 */
export const PATIENT_VERIFY_LIMITS = { perHealthNumber: 5, perIp: 30 } as const;

function verifyLimits(healthNumber: string, ip: string | null): Limit[] {
  const limits: Limit[] = [
    { key: `patient-verify:number:${healthNumber}`, max: PATIENT_VERIFY_LIMITS.perHealthNumber, windowSeconds: WINDOW_SECONDS },
  ];
  if (ip) limits.push({ key: `patient-verify:ip:${ip}`, max: PATIENT_VERIFY_LIMITS.perIp, windowSeconds: WINDOW_SECONDS });
  return limits;
}

// POST /api/patients/verify and the next-auth "patient" provider: the health number and the exact
// date of birth open the portal. An unknown number, a wrong date and an inactive patient answer
// alike (401); failures count against the number and the address (429 with Retry-After).
export async function verifyPatient(actor: Actor, input: VerifyPatientInput): Promise<{ id: string }> {
  const healthNumber = input.healthNumber.trim().toUpperCase();
  const limits = verifyLimits(healthNumber, actor.ip);
  const base = { action: "patient.verify", entity: "patient", entityId: healthNumber } as const;
  // Maintenance mode lets only system administrators sign in: no portal session, before anything is counted.
  if ((await readSettings()).maintenanceMode) {
    await audit(actor, { ...base, outcome: "denied", details: { reason: "maintenance" } });
    throw underMaintenance();
  }
  // The attempt takes its slot before the date is compared: racing attempts cannot outrun the count.
  let attempt: Attempt;
  try {
    attempt = await takeAttempt(limits, TOO_MANY_VERIFICATIONS);
  } catch (error) {
    if (isRateLimited(error)) await audit(actor, { ...base, outcome: "denied", details: { reason: "rate_limited" } });
    throw error;
  }

  const [patient] = await getDb()
    .select({ id: patients.id, dateOfBirth: patients.dateOfBirth, isActive: patients.isActive })
    .from(patients)
    // A number merged into another record (an alias) opens that record.
    .where(eq(patients.id, await resolvePatientId(healthNumber)))
    .limit(1);
  // The stored date is YYYY-MM-DD; anything but that very string is a wrong date.
  const dateOk = patient?.dateOfBirth === input.dateOfBirth.trim();
  if (!patient || !dateOk || !patient.isActive) {
    const reason = !patient ? "unknown_health_number" : !dateOk ? "wrong_date_of_birth" : "inactive";
    // The details name the reason only: never the date that was tried.
    await audit(actor, { ...base, outcome: "failure", details: { reason } });
    throw new ServiceError(401, INVALID_PATIENT_CREDENTIALS);
  }

  await Promise.all([clearLimits([limits[0].key]), giveBack(attempt)]);
  await audit(actor, { ...base, entityId: patient.id });
  return { id: patient.id };
}
