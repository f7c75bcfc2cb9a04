import { databaseUrl, isProduction, smsGatewayConfig, trustProxyHops } from "./env";

// Configuration the server refuses to start without. With a real database in production the
// secrets cannot be generated into DATA_DIR (several instances must share them, and a key lost
// with one machine's disk makes the patients' encrypted identifiers unreadable): without them the
// server would start, then fail every sign-in or registration that needs them.

const REQUIRED_WITH_DATABASE = [
  { name: "PHI_ENCRYPTION_KEY", why: "encrypts patients' national IDs, passports, insurance and biometric data" },
  { name: "NEXTAUTH_SECRET", why: "signs and encrypts session cookies" },
] as const;

/** The problems that must stop the start, each a sentence saying what to set; empty when none. */
export function startupConfigProblems(): string[] {
  return [...trustProxyProblems(), ...smsGatewayProblems(), ...missingSecrets()];
}

/** A malformed SMS_GATEWAY_* stops the start instead of failing every reminder's SMS later. */
function smsGatewayProblems(): string[] {
  try {
    smsGatewayConfig();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** A malformed TRUST_PROXY stops the start instead of failing every request later. */
function trustProxyProblems(): string[] {
  try {
    trustProxyHops();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

function missingSecrets(): string[] {
  if (!databaseUrl() || !isProduction()) return [];
  return REQUIRED_WITH_DATABASE.filter(({ name }) => !process.env[name]?.trim()).map(
    ({ name, why }) =>
      `${name} must be set when DATABASE_URL is used in production (it ${why}). ` +
      `Generate one with \`openssl rand -base64 32\`, set it in every instance's environment, and keep a copy: ` +
      (name === "PHI_ENCRYPTION_KEY" ? "data encrypted with it cannot be read without it." : "changing it signs everyone out."),
  );
}

/**
 * Called first at start (instrumentation.ts register()): with a problem, says what to set and ends
 * the process non-zero before anything touches the database, whichever server runs Next.js.
 */
export function assertStartupConfig(): void {
  const problems = startupConfigProblems();
  if (problems.length === 0) return;
  console.error(`[startup] The server cannot start:\n  - ${problems.join("\n  - ")}`);
  process.exit(1);
}
