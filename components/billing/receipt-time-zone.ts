import { eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { hospitals } from "@/lib/db/schema";

/** The time zone a receipt's times are written in: its hospital's (read after getReceipt allowed it). */
export async function receiptTimeZone(hospitalId: string): Promise<string> {
  const [row] = await getDb().select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, hospitalId)).limit(1);
  return row?.timezone ?? "UTC";
}
