import { asc, eq } from "drizzle-orm";

import { POST as workerLogin } from "@/app/api/health-worker/login/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { departments, healthWorkers, hospitals, users, type HealthWorker } from "@/lib/db/schema";

import { call } from "./http";
import { hospitalWithAdmin } from "./staff";

// Employment-request scenarios: hospitals with their departments and administrator, and publicly
// registered (unemployed, public) workers signed in to the worker portal.

export const WORKER_PASSWORD = "Worker-Pass1";
let hash: Promise<string> | undefined;
let n = 0;

export type TestHospital = Awaited<ReturnType<typeof hospitalWithAdmin>> & {
  name: string;
  adminUserId: string;
  departments: { id: string; name: string }[];
};

/** A freshly registered hospital, its administrator's cookie and user id, and its departments by id. */
export async function employingHospital(): Promise<TestHospital> {
  const h = await hospitalWithAdmin();
  const db = getDb();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, h.adminEmail));
  const [hospital] = await db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, h.hospitalId));
  const rows = await db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.hospitalId, h.hospitalId)).orderBy(asc(departments.id));
  return { ...h, name: hospital.name, adminUserId: admin.id, departments: rows };
}

export type TestWorker = { row: HealthWorker; cookie: string };

/**
 * A worker as the public registration leaves one (unemployed, public profile, HW- and WN- numbers
 * from the counters), inserted directly, and signed in through POST /api/health-worker/login.
 */
export async function publicWorker(overrides: Partial<typeof healthWorkers.$inferInsert> = {}, { signIn = true } = {}): Promise<TestWorker> {
  n += 1;
  hash ??= hashPassword(WORKER_PASSWORD);
  const db = getDb();
  const [row] = await db
    .insert(healthWorkers)
    .values({
      healthWorkerId: await nextHealthWorkerId(db, 2026),
      workerNumber: await nextWorkerNumber(db),
      passwordHash: await hash,
      firstName: "Amina",
      lastName: `Public${n}`,
      email: `amina${n}.public@workers.example`,
      phone: "+256 700 400 500",
      role: "nurse",
      qualifications: "Diploma in Nursing and Midwifery",
      licenseNumber: `UNMC/P${n}`,
      experienceYears: 4,
      nationality: "Ugandan",
      skills: ["Triage", "Wound care"],
      languages: ["English", "Luganda"],
      employmentStatus: "unemployed",
      isPublicProfile: true,
      ...overrides,
    })
    .returning();
  if (!signIn) return { row, cookie: "" };
  const res = await call(workerLogin, "/api/health-worker/login", { body: { workerNumber: row.workerNumber, password: WORKER_PASSWORD }, ip: `10.66.${n % 250}.1` });
  if (res.status !== 200 || !res.cookie) throw new Error(`worker sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { row, cookie: res.cookie };
}

/** A valid request form to the worker, for the hospital's first department. */
export function requestForm(worker: { healthWorkerId: string }, hospital: TestHospital, overrides: Record<string, unknown> = {}) {
  return {
    healthWorkerId: worker.healthWorkerId,
    healthWorkerEmail: "ignored@workers.example",
    position: "Staff Nurse",
    department: hospital.departments[0].id,
    employmentType: "Full-time",
    salaryRange: "UGX 1,500,000 - 2,000,000",
    message: "We would like you to join our emergency team.",
    ...overrides,
  };
}
