import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

import { getSecret } from "@/lib/config/secrets";

// Encryption at rest of a patient's sensitive identifiers (national ID, passport number,
// insurance and biometric data): AES-256-GCM with a random 96-bit IV per value, and an HMAC
// beside the national ID so that a duplicate is found without decrypting. Both keys are derived
// (HKDF-SHA256) from PHI_ENCRYPTION_KEY, which the embedded default generates into DATA_DIR.

const VERSION = "v1";
type Keys = { enc: Buffer; mac: Buffer; source: string };
let keys: Keys | null = null;

function phiKeys(): Keys {
  const source = getSecret("PHI_ENCRYPTION_KEY");
  if (keys?.source === source) return keys;
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", source, "hospital-platform/phi", info, 32));
  keys = { enc: derive("aes-256-gcm"), mac: derive("hmac-sha256"), source };
  return keys;
}

/** "v1.{iv}.{tag}.{ciphertext}" (base64url); null stays null. */
export function encryptPhi(plaintext: string | null | undefined): string | null {
  if (plaintext === null || plaintext === undefined) return null;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", phiKeys().enc, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The plaintext of `encryptPhi`'s output; throws when the value was altered or the key differs. */
export function decryptPhi(stored: string | null | undefined): string | null {
  if (stored === null || stored === undefined) return null;
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Unreadable encrypted value");
  const decipher = createDecipheriv("aes-256-gcm", phiKeys().enc, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

export const encryptPhiJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : encryptPhi(JSON.stringify(value));

export function decryptPhiJson<T>(stored: string | null | undefined): T | null {
  const text = decryptPhi(stored);
  return text === null ? null : (JSON.parse(text) as T);
}

/** Spaces, dashes and dots do not make a different document number. */
export const normaliseDocumentNumber = (value: string) => value.toUpperCase().replace(/[\s.\-/]+/g, "");

/** Keyed hash of a national ID for the unique index: equal IDs hash equal, nothing is revealed. */
export function nationalIdHash(nationalId: string | null | undefined): string | null {
  if (!nationalId) return null;
  return createHmac("sha256", phiKeys().mac).update(`national-id:${normaliseDocumentNumber(nationalId)}`).digest("base64url");
}

/** Keyed hash of a patient's portal consent code: a stolen table reveals no usable code. */
export function consentCodeHash(patientId: string, code: string): string {
  return createHmac("sha256", phiKeys().mac).update(`consent-code:${patientId}:${code.toUpperCase()}`).digest("base64url");
}
