import { sql } from "drizzle-orm";

import type { DbOrTx } from "./client";
import { queryRows } from "./raw";

/**
 * Next value of a named counter, allocated inside the caller's transaction
 * (`INSERT … ON CONFLICT DO UPDATE … RETURNING` takes a row lock: no two callers get the same value).
 */
export async function nextCounter(tx: DbOrTx, key: string): Promise<number> {
  const rows = await queryRows<{ value: string | number }>(
    tx,
    sql`insert into counters (key, value) values (${key}, 1)
        on conflict (key) do update set value = counters.value + 1
        returning value`,
  );
  return Number(rows[0].value);
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** HOSP-007 → "007"; the number part used inside department and doctor IDs. */
export function hospitalNumber(hospitalId: string): string {
  return hospitalId.replace(/^HOSP-/, "");
}

export async function nextHospitalId(tx: DbOrTx): Promise<string> {
  return `HOSP-${pad(await nextCounter(tx, "hospital"), 3)}`;
}

export async function nextDepartmentId(tx: DbOrTx, hospitalId: string): Promise<string> {
  return `DEPT-${hospitalNumber(hospitalId)}-${pad(await nextCounter(tx, `department:${hospitalId}`), 3)}`;
}

export async function nextDoctorId(tx: DbOrTx, hospitalId: string): Promise<string> {
  return `DOC-${hospitalNumber(hospitalId)}-${pad(await nextCounter(tx, `doctor:${hospitalId}`), 3)}`;
}

/** Global health number: {ISO alpha-2}-PAT-{year}-{seq ≥ 3 digits}. */
export async function nextHealthNumber(tx: DbOrTx, countryCode: string, year: number): Promise<string> {
  const code = countryCode.toUpperCase();
  return `${code}-PAT-${year}-${pad(await nextCounter(tx, `patient:${code}:${year}`), 3)}`;
}

export async function nextHealthWorkerId(tx: DbOrTx, year: number): Promise<string> {
  return `HW-${year}-${pad(await nextCounter(tx, `health_worker:${year}`), 4)}`;
}

export async function nextWorkerNumber(tx: DbOrTx): Promise<string> {
  return `WN-${pad(await nextCounter(tx, "worker_number"), 6)}`;
}
