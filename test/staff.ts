import { eq } from "drizzle-orm";

import { POST as login } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/auth/password";
import { newTotpSecret, totpCode } from "@/lib/auth/totp";
import { getDb } from "@/lib/db/client";
import { hospitals, users } from "@/lib/db/schema";
import { encryptPhi } from "@/lib/security/phi";

import { createHospital } from "./factories";
import { call } from "./http";

/** The session cookie of a staff sign-in through POST /api/auth/login (`code`: the second factor, when on). */
export async function signIn(email: string, password: string, code?: string): Promise<string> {
  const res = await call(login, "/api/auth/login", { body: code ? { email, password, code } : { email, password } });
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.cookie;
}

/** A freshly registered hospital and its administrator's session cookie. */
export async function hospitalWithAdmin() {
  const hospital = await createHospital();
  const cookie = await signIn(hospital.adminEmail, hospital.adminPassword);
  return { ...hospital, cookie };
}

const hashes = new Map<string, Promise<string>>();

/**
 * The bcrypt hash of a fixture password (the real hashPassword, cost 12: ~0.4 s each), made once per
 * distinct password and test file: the users inserted directly share it.
 */
export function fixturePasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

let n = 0;

/**
 * A staff user of any role, inserted directly, and its session cookie. A system administrator must
 * have two-factor sign-in: it is inserted enrolled with `totpSecret` and signs in with a code (a
 * later sign-in of the same account needs a code of a later step: totpCode(totpSecret, Date.now() + 30_000)).
 */
export async function staffUser(role: "hospital_admin" | "doctor" | "system_admin" | "user", hospitalId: string | null) {
  n += 1;
  const email = `${role.replace("_", "-")}${n}@staff.example`;
  const password = "Staff-Pass1";
  const totpSecret = role === "system_admin" ? newTotpSecret() : null;
  const twoFactor = totpSecret ? { totpSecretEnc: encryptPhi(totpSecret), totpEnabledAt: new Date() } : {};
  await getDb()
    .insert(users)
    .values({ email, username: email, passwordHash: await fixturePasswordHash(password), role, hospitalId, firstName: "Test", lastName: `User${n}`, ...twoFactor });
  return { email, password, totpSecret, cookie: await signIn(email, password, totpSecret ? totpCode(totpSecret) : undefined) };
}

/** Ends the hospital's trial (yesterday), as if 30 days had passed. */
export async function expireTrial(hospitalId: string) {
  await getDb()
    .update(hospitals)
    .set({ trialExpiresAt: new Date(Date.now() - 86_400_000) })
    .where(eq(hospitals.id, hospitalId));
}
