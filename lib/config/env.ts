import path from "node:path";

// Configuration read from the environment (ARCHITECTURE.md "Configuration"). Read lazily so
// that `next build` never touches the data directory.

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || ".data");
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

export function trustProxy(): boolean {
  return process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";
}

/** DEMO_DATA: explicit true/false wins; unset means "on for an empty embedded database". */
export function demoDataSetting(): boolean | undefined {
  const v = process.env.DEMO_DATA?.trim().toLowerCase();
  if (!v) return undefined;
  return v === "1" || v === "true" || v === "yes";
}
