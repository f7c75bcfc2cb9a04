import { createHash, randomBytes } from "node:crypto";

import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

import { PRODUCT_NAME } from "@/lib/constants/product";
import { RECOVERY_CODE_COUNT } from "@/lib/validation/two-factor";

// Time-based one-time passwords (RFC 6238) as every authenticator app reads them: HMAC-SHA-1,
// six digits, 30-second steps. The arithmetic is otpauth's; this module fixes the parameters,
// makes the secrets and recovery codes, and says which step a code belongs to (so that a code is
// accepted once: the caller stores the step).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of now: a clock a little off, or a code typed as it changed. */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

const params = { algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** A new random secret, in base32 (what the otpauth URI and manual entry carry). */
export function newTotpSecret(): string {
  return new Secret({ buffer: new Uint8Array(randomBytes(TOTP_SECRET_BYTES)).buffer }).base32;
}

/** The key URI an authenticator app scans: issuer = the product, label = the account's email. */
export function otpauthUrl(secretBase32: string, accountEmail: string): string {
  return new TOTP({ issuer: PRODUCT_NAME, label: accountEmail, secret: Secret.fromBase32(secretBase32), ...params }).toString();
}

/** The QR code of a key URI, as an SVG document. */
export function qrCodeSvg(text: string): string {
  return renderSVG(text, { ecc: "M", border: 2 });
}

/** The 30-second step a timestamp falls in (the counter of RFC 6238). */
export const totpStep = (timestamp = Date.now()) => TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp });

/** The code of a secret at a time (tests, and nothing else on the server). */
export const totpCode = (secretBase32: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secretBase32), timestamp, ...params });

/** Six digits, spaces allowed between them ("123 456"). */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ""));

/**
 * The step of the code when it is the secret's code within ±TOTP_WINDOW steps of `timestamp`,
 * otherwise null. Whether that step was already used is the caller's decision.
 */
export function matchTotp(secretBase32: string, code: string, timestamp = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secretBase32), timestamp, window: TOTP_WINDOW, ...params });
  return delta === null ? null : totpStep(timestamp) + delta;
}

// Recovery codes: 12 base32 characters (60 random bits), shown as xxxx-xxxx-xxxx. Only a SHA-256
// digest bound to the account is stored; typing them in any case, with or without dashes, works.

const RECOVERY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const RECOVERY_LENGTH = 12;

/** `count` new recovery codes (CSPRNG), formatted for display. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 32 symbols: each byte's low five bits are uniform.
    const chars = Array.from(randomBytes(RECOVERY_LENGTH), (b) => RECOVERY_ALPHABET[b & 31]).join("");
    return chars.match(/.{4}/g)!.join("-").toLowerCase();
  });
}

/** A recovery code as typed → its canonical form (upper case, no spaces or dashes), or null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const canonical = input.toUpperCase().replace(/[\s-]+/g, "");
  return canonical.length === RECOVERY_LENGTH && /^[A-Z2-7]+$/.test(canonical) ? canonical : null;
}

/** What is stored of a recovery code: SHA-256 over the account and the canonical code. */
export function recoveryCodeDigest(userId: string, canonicalCode: string): string {
  return createHash("sha256").update(`recovery-code:${userId}:${canonicalCode}`).digest("hex");
}
