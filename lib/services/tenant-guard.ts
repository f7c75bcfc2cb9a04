import { eq } from "drizzle-orm";

import type { StaffActor } from "@/lib/auth/actor-types";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { hospitals } from "@/lib/db/schema";
import { notFound, ServiceError } from "@/lib/errors";
import { subscriptionEndedReason } from "@/lib/subscription";

/**
 * Trial enforcement for every mutation of a hospital's data: once the trial or paid period has
 * ended, its staff can still sign in and read, but changes answer 402 with the reason.
 * system_admin is exempt (it repairs and renews). Pass the transaction of the change.
 */
export async function assertHospitalWritable(actor: StaffActor, hospitalId: string, tx: DbOrTx = getDb()): Promise<void> {
  const [hospital] = await tx
    .select({
      subscriptionStatus: hospitals.subscriptionStatus,
      trialExpiresAt: hospitals.trialExpiresAt,
      paidUntil: hospitals.paidUntil,
    })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  if (!hospital) throw notFound("Hospital");
  if (actor.role === "system_admin") return;
  const reason = subscriptionEndedReason(hospital);
  if (reason) throw new ServiceError(402, reason);
}
