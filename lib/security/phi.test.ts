import { decryptPhi, decryptPhiJson, encryptPhi, encryptPhiJson, nationalIdHash } from "./phi";

describe("PHI encryption", () => {
  const original = process.env.PHI_ENCRYPTION_KEY;
  beforeAll(() => {
    process.env.PHI_ENCRYPTION_KEY = "test-key-for-phi-unit-tests-only";
  });
  afterAll(() => {
    process.env.PHI_ENCRYPTION_KEY = original;
  });

  it("round-trips text and never stores the plaintext", () => {
    const stored = encryptPhi("CM90012345ABCD")!;
    expect(stored).not.toContain("CM90012345ABCD");
    expect(stored.startsWith("v1.")).toBe(true);
    expect(decryptPhi(stored)).toBe("CM90012345ABCD");
  });

  it("uses a fresh IV for each value", () => {
    expect(encryptPhi("same")).not.toBe(encryptPhi("same"));
  });

  it("keeps null as null", () => {
    expect(encryptPhi(null)).toBeNull();
    expect(decryptPhi(null)).toBeNull();
    expect(encryptPhiJson(null)).toBeNull();
  });

  it("round-trips JSON objects", () => {
    const insurance = { provider: "Jubilee", policyNumber: "JH-22", groupId: "G1" };
    expect(decryptPhiJson(encryptPhiJson(insurance))).toEqual(insurance);
  });

  it("rejects a tampered value", () => {
    const stored = encryptPhi("secret")!;
    const parts = stored.split(".");
    const last = parts[3];
    parts[3] = (last[0] === "A" ? "B" : "A") + last.slice(1);
    expect(() => decryptPhi(parts.join("."))).toThrow();
  });

  it("rejects a value encrypted under another key", () => {
    const stored = encryptPhi("secret")!;
    process.env.PHI_ENCRYPTION_KEY = "another-key";
    try {
      expect(() => decryptPhi(stored)).toThrow();
    } finally {
      process.env.PHI_ENCRYPTION_KEY = "test-key-for-phi-unit-tests-only";
    }
  });

  it("hashes equal national IDs equally, ignoring case and separators", () => {
    expect(nationalIdHash("cm 9001-2345")).toBe(nationalIdHash("CM90012345"));
    expect(nationalIdHash("CM90012345")).not.toBe(nationalIdHash("CM90012346"));
    expect(nationalIdHash("CM90012345")).not.toContain("CM9001");
    expect(nationalIdHash(undefined)).toBeNull();
  });
});
