import { Secret, TOTP, URI } from "otpauth";

import { PRODUCT_NAME } from "@/lib/constants/product";

import {
  looksLikeTotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUrl,
  qrCodeSvg,
  recoveryCodeDigest,
  totpCode,
  totpStep,
} from "./totp";

// RFC 6238 appendix B, SHA-1 rows: the ASCII key "12345678901234567890"; six-digit codes are the
// last six digits of the eight-digit values the RFC lists.
const RFC_KEY = Secret.fromLatin1("12345678901234567890").base32;
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP arithmetic", () => {
  it.each(RFC_VECTORS)("gives the RFC 6238 SHA-1 code at T=%d", (seconds, eightDigits) => {
    expect(totpCode(RFC_KEY, seconds * 1000)).toBe(eightDigits.slice(-6));
    expect(matchTotp(RFC_KEY, eightDigits.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it("accepts the codes one step either side of now and answers their step, nothing further", () => {
    const now = 1_800_000_015_000;
    const step = totpStep(now);
    expect(step).toBe(Math.floor(now / 30_000));
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, now + offset * 30_000), now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      const code = totpCode(RFC_KEY, now + offset * 30_000);
      // Skip the (1 in a million) case where the far code equals one inside the window.
      if ([-1, 0, 1].some((o) => totpCode(RFC_KEY, now + o * 30_000) === code)) continue;
      expect(matchTotp(RFC_KEY, code, now)).toBeNull();
    }
  });

  it("refuses anything that is not six digits, and allows spaces between them", () => {
    const now = 1_800_000_000_000;
    const code = totpCode(RFC_KEY, now);
    expect(matchTotp(RFC_KEY, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(totpStep(now));
    for (const bad of ["", "12345", "1234567", "abcdef", `${code}0`, `-${code.slice(1)}`]) expect(matchTotp(RFC_KEY, bad, now)).toBeNull();
    expect(looksLikeTotp("123 456")).toBe(true);
    expect(looksLikeTotp("abcd-efgh-ijkl")).toBe(false);
  });

  it("makes 160-bit secrets that differ each time", () => {
    const a = newTotpSecret();
    const b = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(a).bytes).toHaveLength(20);
    expect(a).not.toBe(b);
  });

  it("writes a key URI an authenticator reads back: issuer, email label, SHA-1, 6 digits, 30 s", () => {
    const secret = newTotpSecret();
    const url = otpauthUrl(secret, "jane.doe+2fa@hospital.example");
    expect(url.startsWith("otpauth://totp/")).toBe(true);
    const parsed = URI.parse(url);
    expect(parsed).toBeInstanceOf(TOTP);
    const totp = parsed as TOTP;
    expect(totp.issuer).toBe(PRODUCT_NAME);
    expect(totp.label).toBe("jane.doe+2fa@hospital.example");
    expect(totp.secret.base32).toBe(secret);
    expect([totp.algorithm, totp.digits, totp.period]).toEqual(["SHA1", 6, 30]);
    expect(totp.generate({ timestamp: 1_800_000_000_000 })).toBe(totpCode(secret, 1_800_000_000_000));
  });

  it("draws the QR code as an SVG document", () => {
    const svg = qrCodeSvg(otpauthUrl(newTotpSecret(), "a@b.example"));
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});

describe("recovery codes", () => {
  it("makes ten distinct codes of 12 base32 characters shown as xxxx-xxxx-xxxx", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
  });

  it("reads a code typed in any case, with or without dashes and spaces, and refuses other text", () => {
    expect(normaliseRecoveryCode("abcd-efgh-2345")).toBe("ABCDEFGH2345");
    expect(normaliseRecoveryCode(" ABCD EFGH 2345 ")).toBe("ABCDEFGH2345");
    for (const bad of ["", "123456", "abcd-efgh-234", "abcd-efgh-23456", "abcd-efgh-2301"]) expect(normaliseRecoveryCode(bad)).toBeNull();
  });

  it("stores a digest bound to the account, never the code", () => {
    const digest = recoveryCodeDigest("user-1", "ABCDEFGH2345");
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain("ABCDEFGH2345");
    expect(recoveryCodeDigest("user-2", "ABCDEFGH2345")).not.toBe(digest);
    expect(recoveryCodeDigest("user-1", "ABCDEFGH2345")).toBe(digest);
  });
});
