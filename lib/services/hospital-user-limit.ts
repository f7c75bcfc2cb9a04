import { eq, sql } from "drizzle-orm";

import type { DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { healthWorkers, hospitals, users } from "@/lib/db/schema";
import { notFound, ServiceError } from "@/lib/errors";

import { readSettings } from "./settings";

// The system administrator's "maximum users per hospital" (settings.max_users_per_hospital,
// default 100; issue 16, item 7).
//
// The users of a hospital, as this limit counts them:
//   - its staff accounts: rows of `users` with that hospital_id and is_active (hospital
//     administrators, doctors and every other staff role; a deactivated account does not count);
//   - plus its health workers: rows of `health_workers` employed there (employment_status
//     'employed', which the schema ties to hospital_id) and is_active, except a worker whose own
//     `users` account is already counted above (no one is counted twice).
// Patients are not users of the hospital. The system administrator has no hospital.
//
// Every path that adds one (a doctor's registration, a health worker registered by the hospital,
// a worker accepting an employment request, a doctor or worker reactivated by the hospital) calls
// `assertHospitalUserRoom` in its transaction before its write. The hospital's registration itself
// creates its first administrator and is exempt.

export const userLimitReached = (max: number) =>
  new ServiceError(409, `This hospital has reached the maximum of ${max} users set by the system administrator.`, undefined, undefined, {
    code: "user_limit_reached",
    maxUsersPerHospital: max,
  });

/** The number of users of the hospital as the limit counts them (see above), in one statement. */
export async function countHospitalUsers(db: DbOrTx, hospitalId: string): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select
      (select count(*) from ${users} where ${users.hospitalId} = ${hospitalId} and ${users.isActive})
      + (select count(*) from ${healthWorkers} hw
          where hw.hospital_id = ${hospitalId} and hw.employment_status = 'employed' and hw.is_active
            and not exists (select 1 from ${users} u where u.id = hw.user_id and u.hospital_id = ${hospitalId} and u.is_active))
      as "count"`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Within the transaction of a change that adds `adding` users to the hospital: locks the hospital's
 * row (FOR NO KEY UPDATE: it queues the other additions of the same hospital behind this one until
 * commit, but not the inserts elsewhere whose foreign keys only share-lock the row), then reads the
 * limit (no cache: a raised limit lifts the block on the next request) and counts. 409 naming the
 * limit when the addition would go beyond it; 404 for an unknown hospital. Call it before the
 * change's writes, so a refusal writes nothing and two racing additions cannot both see room.
 */
export async function assertHospitalUserRoom(tx: DbOrTx, hospitalId: string, adding = 1): Promise<void> {
  const [hospital] = await tx.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1).for("no key update");
  if (!hospital) throw notFound("Hospital");
  const { maxUsersPerHospital } = await readSettings(tx);
  const count = await countHospitalUsers(tx, hospitalId);
  if (count + adding > maxUsersPerHospital) throw userLimitReached(maxUsersPerHospital);
}
