import { eq } from "drizzle-orm";

import { POST as workerLogin } from "@/app/api/health-worker/login/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { healthWorkers } from "@/lib/db/schema";

import { call } from "./http";

// Health workers for the portal's tests, inserted directly (employed at a hospital and department,
// or not employed) and signed in through POST /api/health-worker/login.

export const WORKER_PASSWORD = "Worker-Pass1";
let hash: Promise<string> | null = null;
let n = 0;

export type TestWorker = { id: string; healthWorkerId: string; workerNumber: string; firstName: string; lastName: string; cookie: string };

/** A worker session cookie of `workerNumber` (a distinct address each time: the sign-in limit is per address too). */
export async function workerCookie(workerNumber: string, password = WORKER_PASSWORD): Promise<string> {
  n += 1;
  const res = await call(workerLogin, "/api/health-worker/login", { body: { workerNumber, password }, ip: `10.88.${Math.floor(n / 200)}.${n % 200}` });
  if (res.status !== 200 || !res.cookie) throw new Error(`worker sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.cookie;
}

/** A worker employed at `hospitalId` in `departmentId` (or, both null, a public registrant with no employer), signed in. */
export async function addTestWorker(
  hospitalId: string | null,
  departmentId: string | null,
  names: { firstName: string; lastName: string } = { firstName: "Harriet", lastName: "Nansubuga" },
): Promise<TestWorker> {
  n += 1;
  hash ??= hashPassword(WORKER_PASSWORD);
  const db = getDb();
  const [row] = await db
    .insert(healthWorkers)
    .values({
      healthWorkerId: await nextHealthWorkerId(db, 2026),
      workerNumber: await nextWorkerNumber(db),
      passwordHash: await hash,
      hospitalId,
      departmentId,
      ...names,
      email: `worker${n}@portal-test.example`,
      phone: "+256 700 300 400",
      role: "nurse",
      qualifications: "Diploma in Nursing",
      licenseNumber: `UNMC/T${n}`,
      employmentType: hospitalId ? "full-time" : null,
      shift: hospitalId ? "morning" : null,
      emergencyContact: "+256 700 300 401",
      emergencyRelationship: "spouse",
      skills: ["Triage", "IV cannulation"],
      languages: ["English", "Luganda"],
      employmentStatus: hospitalId ? "employed" : "unemployed",
      isPublicProfile: !hospitalId,
    })
    .returning();
  return { id: row.id, healthWorkerId: row.healthWorkerId, workerNumber: row.workerNumber, ...names, cookie: await workerCookie(row.workerNumber) };
}

/** As the hospital's End Employment does: the worker is no longer employed anywhere. */
export async function endEmployment(workerId: string) {
  await getDb().update(healthWorkers).set({ employmentStatus: "unemployed", hospitalId: null, departmentId: null }).where(eq(healthWorkers.id, workerId));
}
