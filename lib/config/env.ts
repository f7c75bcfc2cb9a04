import path from "node:path";

// Configuration read from the environment (ARCHITECTURE.md "Configuration"). Read lazily so
// that `next build` never touches the data directory.

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || ".data");
}

/** BACKUP_DIR: where the database backups go; default DATA_DIR's sibling `<DATA_DIR>-backups` (README "Backups and restore"). */
export function backupDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.BACKUP_DIR || `${dataDir()}-backups`);
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

/**
 * TRUST_PROXY: how many reverse proxies in front of the server append to X-Forwarded-For.
 * Unset, empty, `0` or `false`: none (the header is ignored); `true` means one; a number means that many.
 */
export function trustProxyHops(): number {
  const value = process.env.TRUST_PROXY?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false") return 0;
  if (value === "true") return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY must be the number of trusted proxy hops (such as 1), true or false; "${process.env.TRUST_PROXY}" is none of these`);
}

/** DEMO_DATA: explicit true/false wins; unset means "on for an empty embedded database". */
export function demoDataSetting(): boolean | undefined {
  const v = process.env.DEMO_DATA?.trim().toLowerCase();
  if (!v) return undefined;
  return v === "1" || v === "true" || v === "yes";
}
