import bcrypt from "bcryptjs";

export const BCRYPT_COST = 12;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

// Compared against when the account does not exist, so that an unknown email costs the same
// time as a wrong password and response timing does not reveal which accounts exist.
const DUMMY_HASH = "$2b$12$C6UzMDM.H6dfI/f/IKcEeO5k8vW0Bq1y0o1Qe1Yq1Yx0b8QF9u1yS";

export async function verifyPasswordOrDummy(plain: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(plain, hash ?? DUMMY_HASH);
  return Boolean(hash) && ok;
}

/** A readable one-time password with upper, lower, digit and symbol, from the CSPRNG. */
export function generatePassword(length = 14): string {
  const sets = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnopqrstuvwxyz", "23456789", "!@#$%*?"];
  const all = sets.join("");
  const bytes = crypto.getRandomValues(new Uint32Array(length + sets.length));
  const chars = sets.map((set, i) => set[bytes[i] % set.length]);
  for (let i = sets.length; i < length; i++) chars.push(all[bytes[i] % all.length]);
  // Fisher-Yates with the remaining random words.
  const extra = crypto.getRandomValues(new Uint32Array(chars.length));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = extra[i] % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
}
