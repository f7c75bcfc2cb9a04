import { eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { verifyPasswordOrDummy } from "@/lib/auth/password";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { healthWorkers } from "@/lib/db/schema";
import { hospitalDeactivated, ServiceError, underMaintenance } from "@/lib/errors";
import { clearLimits, giveBack, isRateLimited, takeAttempt, type Attempt, type Limit } from "@/lib/security/rate-limit";
import type { HealthWorkerLoginInput } from "@/lib/validation/health-worker";

import { hospitalIsDeactivated } from "./auth";
import { temporaryPasswordExpired } from "./passwords";
import { readSettings } from "./settings";

const INVALID = "Invalid worker number or password";
const TOO_MANY = "Too many sign-in attempts. Please wait before trying again.";
const WINDOW_SECONDS = 15 * 60;

/** Failed attempts allowed per worker number and per client address in a 15-minute window. */
export const WORKER_LOGIN_LIMITS = { perWorkerNumber: 5, perIp: 20 } as const;

function loginLimits(workerNumber: string, ip: string | null): Limit[] {
  const limits: Limit[] = [
    { key: `worker-login:number:${workerNumber}`, max: WORKER_LOGIN_LIMITS.perWorkerNumber, windowSeconds: WINDOW_SECONDS },
  ];
  if (ip) limits.push({ key: `worker-login:ip:${ip}`, max: WORKER_LOGIN_LIMITS.perIp, windowSeconds: WINDOW_SECONDS });
  return limits;
}

/** What POST /api/health-worker/login answers (API.md). */
export type SignedInWorker = {
  firstName: string;
  lastName: string;
  role: string;
  workerNumber: string;
  hospitalId: string | null;
  departmentId: string | null;
};

export type HealthWorkerSignIn = {
  id: string;
  worker: SignedInWorker;
  sessionVersion: number;
  sessionMaxAgeSeconds: number;
};

// POST /api/health-worker/login and the next-auth "health-worker" provider: verify, rate-limit, audit.
export async function signInHealthWorker(
  actor: Actor,
  input: HealthWorkerLoginInput,
  client: { userAgent?: string | null } = {},
): Promise<HealthWorkerSignIn> {
  const limits = loginLimits(input.workerNumber, actor.ip);
  const base = { action: "auth.health_worker_login", entity: "health_worker" } as const;
  // Maintenance mode lets only system administrators sign in: no worker, before anything is counted.
  const platform = await readSettings();
  if (platform.maintenanceMode) {
    await audit(actor, { ...base, outcome: "denied", details: { workerNumber: input.workerNumber, reason: "maintenance" } });
    throw underMaintenance();
  }
  // The attempt takes its slot before the password is checked: racing attempts cannot outrun the count.
  let attempt: Attempt;
  try {
    attempt = await takeAttempt(limits, TOO_MANY);
  } catch (error) {
    if (isRateLimited(error)) {
      await audit(actor, { ...base, outcome: "denied", details: { workerNumber: input.workerNumber, reason: "rate_limited" } });
    }
    throw error;
  }

  const [worker] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.workerNumber, input.workerNumber)).limit(1);
  // An unknown number costs the same bcrypt time as a wrong password.
  const passwordOk = await verifyPasswordOrDummy(input.password, worker?.passwordHash);
  if (!worker || !passwordOk || !worker.isActive) {
    const reason = !worker ? "unknown_worker_number" : !passwordOk ? "wrong_password" : "inactive";
    await audit(actor, {
      ...base,
      entityId: worker?.id ?? null,
      hospitalId: worker?.hospitalId ?? null,
      outcome: "failure",
      details: { workerNumber: input.workerNumber, reason },
    });
    throw new ServiceError(401, INVALID);
  }
  // The worker of a deactivated hospital is refused with its message (the password was right: its slot goes back).
  if (await hospitalIsDeactivated(worker.hospitalId)) {
    await giveBack(attempt);
    const details = { workerNumber: input.workerNumber, reason: "hospital_deactivated" };
    await audit(actor, { ...base, entityId: worker.id, hospitalId: worker.hospitalId, outcome: "denied", details });
    throw hospitalDeactivated();
  }
  if (worker.temporaryPasswordExpiresAt && worker.temporaryPasswordExpiresAt <= new Date()) {
    const details = { workerNumber: input.workerNumber, reason: "temporary_password_expired" };
    await audit(actor, { ...base, entityId: worker.id, hospitalId: worker.hospitalId, outcome: "failure", details });
    throw temporaryPasswordExpired();
  }

  await Promise.all([clearLimits([limits[0].key]), giveBack(attempt)]);
  const { sessionTimeoutHours } = platform;
  const userAgent = client.userAgent?.slice(0, 300) ?? null;
  await audit(actor, { ...base, entityId: worker.id, hospitalId: worker.hospitalId, details: { workerNumber: worker.workerNumber, userAgent } });
  return {
    id: worker.id,
    worker: {
      firstName: worker.firstName,
      lastName: worker.lastName,
      role: worker.role,
      workerNumber: worker.workerNumber,
      hospitalId: worker.hospitalId,
      departmentId: worker.departmentId,
    },
    sessionVersion: worker.sessionVersion,
    sessionMaxAgeSeconds: sessionTimeoutHours * 3600,
  };
}
