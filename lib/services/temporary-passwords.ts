import { eq } from "drizzle-orm";

import type { Actor, StaffActor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { hospitals } from "@/lib/db/schema";
import { ServiceError } from "@/lib/errors";
import { appLink, deliverMail, mailSecret, queueMail, type MailMessage } from "@/lib/mail";

import { lockDoctor } from "./doctor-management";
import { lockEmployedWorker } from "./health-workers";
import { newTemporaryPassword, storeTemporaryPassword, TEMPORARY_PASSWORD_NOTE, type AccountRef } from "./passwords";
import { assertHospitalWritable } from "./tenant-guard";

// POST /api/doctors/{id}/temporary-password and POST /api/health-workers/{id}/temporary-password
// (added): the hospital administrator (system_admin for any hospital) issues a new temporary
// password to a doctor or an employed health worker who cannot sign in (lost, or the first one
// expired unused). It is shown once to the administrator and mailed to the person; it must be
// replaced at the next sign-in and stops working after TEMPORARY_PASSWORD_HOURS; every session of
// the account ends at once.

export type IssuedTemporaryPassword = { temporaryPassword: string; expiresAt: string };

const INACTIVE = "Reactivate the account before issuing a new password";

type Target = { account: AccountRef; hospitalId: string; entity: "doctor" | "health_worker"; entityId: string; mail: (hospitalName: string) => MailMessage };

/** The mail that carries a new temporary password (also the system administrator's reset, lib/services/admin-users.ts). */
export function mail(to: string, greeting: string, hospitalName: string, signIn: string[]): MailMessage {
  return {
    to,
    subject: `A new temporary password for your account at ${hospitalName}`,
    text: [
      greeting,
      "",
      `An administrator of ${hospitalName} has issued a new temporary password for your account. Your previous password no longer works, and you have been signed out everywhere.`,
      "",
      ...signIn,
      `Temporary password: ${mailSecret("password")}`,
      "",
      TEMPORARY_PASSWORD_NOTE,
      "If you did not ask for this, tell your hospital administrator.",
    ].join("\n"),
  };
}

async function issue(staff: StaffActor, find: (tx: DbOrTx) => Promise<Target>): Promise<IssuedTemporaryPassword> {
  const temporary = await newTemporaryPassword();
  const mailId = await getDb().transaction(async (tx) => {
    const target = await find(tx);
    await assertHospitalWritable(staff, target.hospitalId, tx);
    const [hospital] = await tx.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, target.hospitalId)).limit(1);
    await storeTemporaryPassword(tx, target.account, temporary);
    const mailId = await queueMail(tx, { ...target.mail(hospital?.name ?? "your hospital"), secrets: { password: temporary.password } });
    const details = { expiresAt: temporary.expiresAt.toISOString(), mailId };
    await audit(staff, { action: `${target.entity}.temporary_password`, entity: target.entity, entityId: target.entityId, hospitalId: target.hospitalId, details }, tx);
    return mailId;
  });
  await deliverMail([mailId]);
  return { temporaryPassword: temporary.password, expiresAt: temporary.expiresAt.toISOString() };
}

export async function issueDoctorTemporaryPassword(actor: Actor, doctorId: string): Promise<IssuedTemporaryPassword> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  return issue(staff, async (tx) => {
    const { doctor, user } = await lockDoctor(tx, staff, doctorId);
    if (!doctor.isActive || !user.isActive) throw new ServiceError(409, INACTIVE);
    return {
      account: { kind: "staff", id: user.id },
      hospitalId: doctor.hospitalId,
      entity: "doctor",
      entityId: doctor.id,
      mail: (hospitalName) =>
        mail(user.email, `Hello Dr. ${user.firstName ?? ""} ${user.lastName ?? ""},`.replace(/\s+,/, ","), hospitalName, [
          `Sign-in page: ${appLink("/login")}`,
          `Email: ${user.email}`,
        ]),
    };
  });
}

export async function issueHealthWorkerTemporaryPassword(actor: Actor, id: string): Promise<IssuedTemporaryPassword> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  return issue(staff, async (tx) => {
    const worker = await lockEmployedWorker(tx, staff, id);
    if (!worker.isActive) throw new ServiceError(409, INACTIVE);
    return {
      account: { kind: "health_worker", id: worker.id },
      hospitalId: worker.hospitalId!,
      entity: "health_worker",
      entityId: worker.id,
      mail: (hospitalName) =>
        mail(worker.email, `Hello ${worker.firstName} ${worker.lastName},`, hospitalName, [
          `Sign-in page: ${appLink("/health-worker-login")}`,
          `Worker number (you sign in with it): ${worker.workerNumber}`,
        ]),
    };
  });
}
