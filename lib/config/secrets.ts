import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { databaseUrl, dataDir, isProduction } from "./env";

const cache = new Map<string, string>();

/**
 * A secret from the environment, or generated once into DATA_DIR/secrets for the embedded
 * default. With a real database in production the variable is required: several instances
 * must share the value and a local file cannot be the source of truth.
 */
export function getSecret(envName: "NEXTAUTH_SECRET" | "PHI_ENCRYPTION_KEY"): string {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv;
  const cached = cache.get(envName);
  if (cached) return cached;
  if (databaseUrl() && isProduction()) {
    throw new Error(`${envName} must be set when DATABASE_URL is used in production`);
  }
  const dir = path.join(dataDir(), "secrets");
  const file = path.join(dir, envName.toLowerCase());
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const value = fs.readFileSync(file, "utf8").trim();
  cache.set(envName, value);
  return value;
}
