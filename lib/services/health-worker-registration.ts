import { eq } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { hashPassword } from "@/lib/auth/password";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { healthWorkers } from "@/lib/db/schema";
import { pgConstraint, pgErrorCode } from "@/lib/errors";
import { appLink, deliverMail, queueMail } from "@/lib/mail";
import { takeAttempt, type Limit } from "@/lib/security/rate-limit";
import type { PublicRegistrationInput } from "@/lib/validation/health-worker-public";

import { emailTaken } from "./health-workers";

// POST /api/health-workers/public-register: a nurse, technician or other health worker registers
// themselves (specification 001, "Public health worker registration"). No hospital yet: the worker
// is `unemployed` until they accept a hospital's employment request.

export const TOO_MANY_WORKER_REGISTRATIONS = "Too many registrations from this address. Please try again later.";
/** At most 10 registrations from one address an hour (issue 14). */
export const WORKER_REGISTRATION_LIMIT = { perIp: 10, windowSeconds: 60 * 60 } as const;

const registrationLimits = (ip: string | null): Limit[] =>
  ip ? [{ key: `worker-register:ip:${ip}`, max: WORKER_REGISTRATION_LIMIT.perIp, windowSeconds: WORKER_REGISTRATION_LIMIT.windowSeconds }] : [];

export type PubliclyRegisteredWorker = { healthWorkerId: string; workerNumber: string };

function welcomeMail(input: PublicRegistrationInput, workerNumber: string, healthWorkerId: string) {
  return {
    to: input.email,
    subject: "Your health worker registration",
    text: [
      `Hello ${input.firstName} ${input.lastName},`,
      "",
      `You are registered as a health worker. Your health worker ID is ${healthWorkerId}.`,
      "",
      `Sign in to the health worker portal with your worker number ${workerNumber} and the password you chose:`,
      appLink("/health-worker-login"),
      "",
      input.isPublicProfile
        ? `Your profile is listed in the public directory (${appLink(`/health-worker/${healthWorkerId}`)}), where hospitals can send you employment requests.`
        : "Your profile is private: hospitals will not find you in the directory until you make it public in your portal.",
      "",
      "If you did not register, you can ignore this message.",
    ].join("\n"),
  };
}

/**
 * Registers a health worker from the public form: HW- and WN- numbers from the counters (as the
 * hospital-side registration), the password hashed with bcrypt, employment status `unemployed`,
 * in one transaction. The address's registration slot is taken first, inside the transaction, so
 * a refused or failed registration does not count. 409 for an email a worker already has.
 */
export async function registerPublicHealthWorker(actor: Actor, input: PublicRegistrationInput): Promise<PubliclyRegisteredWorker> {
  const passwordHash = await hashPassword(input.password);
  let result: PubliclyRegisteredWorker & { mailId: string };
  try {
    result = await getDb().transaction(async (tx) => {
      await takeAttempt(registrationLimits(actor.ip), TOO_MANY_WORKER_REGISTRATIONS, tx);
      // The email is lower-cased by the schema (and the database checks it is): the comparison is case-insensitive.
      const [taken] = await tx.select({ id: healthWorkers.id }).from(healthWorkers).where(eq(healthWorkers.email, input.email)).limit(1);
      if (taken) throw emailTaken();
      const healthWorkerId = await nextHealthWorkerId(tx, new Date().getUTCFullYear());
      const workerNumber = await nextWorkerNumber(tx);
      const [row] = await tx
        .insert(healthWorkers)
        .values({
          healthWorkerId,
          workerNumber,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          dateOfBirth: input.dateOfBirth,
          nationality: input.nationality,
          address: input.address,
          role: input.role,
          specialization: input.specialization ?? null,
          qualifications: input.qualifications,
          licenseNumber: input.licenseNumber,
          experienceYears: input.experienceYears,
          skills: input.skills,
          languages: input.languages,
          emergencyContact: input.emergencyContact,
          emergencyRelationship: input.emergencyRelationship,
          isPublicProfile: input.isPublicProfile,
          employmentStatus: "unemployed",
          hospitalId: null,
          departmentId: null,
        })
        .returning({ id: healthWorkers.id });
      const mailId = await queueMail(tx, welcomeMail(input, workerNumber, healthWorkerId));
      await audit(
        actor,
        {
          action: "health_worker.public_register",
          entity: "health_worker",
          entityId: row.id,
          hospitalId: null,
          details: { healthWorkerId, workerNumber, role: input.role, isPublicProfile: input.isPublicProfile, mailId },
        },
        tx,
      );
      return { healthWorkerId, workerNumber, mailId };
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets 409.
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "health_workers_email_key") throw emailTaken();
    throw error;
  }
  await deliverMail([result.mailId]);
  return { healthWorkerId: result.healthWorkerId, workerNumber: result.workerNumber };
}
