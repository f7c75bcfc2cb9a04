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

/** SMS gateway (lib/sms.ts): unset SMS_GATEWAY_URL keeps text messages in sms_outbox and the log. */
export type SmsGatewayConfig = { url: string; token?: string; timeoutMs: number };

export const SMS_TIMEOUT_DEFAULT_MS = 10_000;

/**
 * SMS_GATEWAY_URL (an http(s) URL that takes `POST {"to","text"}`), SMS_GATEWAY_TOKEN (sent as
 * `Authorization: Bearer …`, never logged) and SMS_GATEWAY_TIMEOUT_MS (1000-60000, default 10000);
 * null without a URL. Throws an Error naming the invalid variable (never the token's value).
 */
export function smsGatewayConfig(env: Record<string, string | undefined> = process.env): SmsGatewayConfig | null {
  const raw = env.SMS_GATEWAY_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error("SMS_GATEWAY_URL must be an http(s) URL, e.g. https://sms.example.org/api/send");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("SMS_GATEWAY_URL must be an http(s) URL, e.g. https://sms.example.org/api/send");
  const timeoutText = env.SMS_GATEWAY_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : SMS_TIMEOUT_DEFAULT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1000 || timeoutMs > 60_000) {
    throw new Error("SMS_GATEWAY_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 60000");
  }
  const token = env.SMS_GATEWAY_TOKEN?.trim();
  return { url: url.toString(), ...(token ? { token } : {}), timeoutMs };
}
