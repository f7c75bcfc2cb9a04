import { eq } from "drizzle-orm";

import { POST as login } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { hospitals, users } from "@/lib/db/schema";

import { createHospital } from "./factories";
import { call } from "./http";

/** The session cookie of a staff sign-in through POST /api/auth/login. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await call(login, "/api/auth/login", { body: { email, password } });
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.cookie;
}

/** A freshly registered hospital and its administrator's session cookie. */
export async function hospitalWithAdmin() {
  const hospital = await createHospital();
  const cookie = await signIn(hospital.adminEmail, hospital.adminPassword);
  return { ...hospital, cookie };
}

let n = 0;

/** A staff user of any role, inserted directly, and its session cookie. */
export async function staffUser(role: "hospital_admin" | "doctor" | "system_admin" | "user", hospitalId: string | null) {
  n += 1;
  const email = `${role.replace("_", "-")}${n}@staff.example`;
  const password = "Staff-Pass1";
  await getDb()
    .insert(users)
    .values({ email, username: email, passwordHash: await hashPassword(password), role, hospitalId, firstName: "Test", lastName: `User${n}` });
  return { email, password, cookie: await signIn(email, password) };
}

/** Ends the hospital's trial (yesterday), as if 30 days had passed. */
export async function expireTrial(hospitalId: string) {
  await getDb()
    .update(hospitals)
    .set({ trialExpiresAt: new Date(Date.now() - 86_400_000) })
    .where(eq(hospitals.id, hospitalId));
}
