import { assertStartupConfig, startupConfigProblems } from "./startup";

// A production server on a real database must not start without its keys: it would answer 500
// to every registration that stores an encrypted identifier, and to every sign-in.

const KEYS = ["NODE_ENV", "DATABASE_URL", "PHI_ENCRYPTION_KEY", "NEXTAUTH_SECRET", "SMS_GATEWAY_URL", "SMS_GATEWAY_TIMEOUT_MS"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
const env = process.env as Record<string, string | undefined>;

function setEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) {
    if (values[k] === undefined) delete env[k];
    else env[k] = values[k];
  }
}

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete env[k];
    else env[k] = saved[k];
  }
  jest.restoreAllMocks();
});

const PRODUCTION_DB = { NODE_ENV: "production", DATABASE_URL: "postgres://db.example/hospital" };
const KEYS_SET = { PHI_ENCRYPTION_KEY: "k".repeat(43), NEXTAUTH_SECRET: "s".repeat(43) };

/** Runs the check with process.exit and console.error caught; returns the exit code and the message. */
function runCheck(): { code: number | undefined; message: string } {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  let code: number | undefined;
  jest.spyOn(process, "exit").mockImplementation(((c?: number) => {
    code = c ?? 0;
    throw new Error("exited");
  }) as typeof process.exit);
  try {
    assertStartupConfig();
  } catch (e) {
    if ((e as Error).message !== "exited") throw e;
  }
  return { code, message: error.mock.calls.map((c) => c.join(" ")).join("\n") };
}

describe("assertStartupConfig", () => {
  it("refuses production with DATABASE_URL and no PHI_ENCRYPTION_KEY, saying what to set", () => {
    setEnv({ ...PRODUCTION_DB, NEXTAUTH_SECRET: KEYS_SET.NEXTAUTH_SECRET });
    const { code, message } = runCheck();
    expect(code).toBe(1);
    expect(message).toContain("PHI_ENCRYPTION_KEY must be set when DATABASE_URL is used in production");
    expect(message).toContain("openssl rand -base64 32");
    expect(message).not.toContain("NEXTAUTH_SECRET must be set");
  });

  it("refuses a blank key and a missing NEXTAUTH_SECRET, naming both", () => {
    setEnv({ ...PRODUCTION_DB, PHI_ENCRYPTION_KEY: "   " });
    const { code, message } = runCheck();
    expect(code).toBe(1);
    expect(message).toContain("PHI_ENCRYPTION_KEY must be set");
    expect(message).toContain("NEXTAUTH_SECRET must be set");
  });

  it("passes in production with DATABASE_URL when both keys are set", () => {
    setEnv({ ...PRODUCTION_DB, ...KEYS_SET });
    expect(runCheck()).toEqual({ code: undefined, message: "" });
  });

  it("passes without DATABASE_URL (the embedded default generates its keys) and outside production", () => {
    setEnv({ NODE_ENV: "production" });
    expect(startupConfigProblems()).toEqual([]);
    setEnv({ NODE_ENV: "development", DATABASE_URL: PRODUCTION_DB.DATABASE_URL });
    expect(startupConfigProblems()).toEqual([]);
    expect(runCheck().code).toBeUndefined();
  });

  it("stops on a malformed SMS gateway setting, naming the variable", () => {
    setEnv({ NODE_ENV: "production", SMS_GATEWAY_URL: "ftp://sms.example" });
    const first = runCheck();
    expect(first.code).toBe(1);
    expect(first.message).toContain("SMS_GATEWAY_URL must be an http(s) URL");
    setEnv({ NODE_ENV: "production", SMS_GATEWAY_URL: "https://sms.example/send", SMS_GATEWAY_TIMEOUT_MS: "5" });
    expect(runCheck().message).toContain("SMS_GATEWAY_TIMEOUT_MS must be a whole number");
    setEnv({ NODE_ENV: "production", SMS_GATEWAY_URL: "https://sms.example/send" });
    expect(startupConfigProblems()).toEqual([]);
  });
});
