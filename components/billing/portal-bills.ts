import type { PatientActor } from "@/lib/auth/actor-types";
import { listPatientBills } from "@/lib/services/bills";

import { PORTAL_BILLS_PAGE, type PortalBillsPage } from "./format";

/** The first page of the portal patient's own bills, read as the patient (audited by the service). */
export async function loadPortalBills(actor: PatientActor): Promise<PortalBillsPage> {
  // One more than a page tells whether there are older bills.
  const rows = await listPatientBills(actor, actor.patientId, { limit: PORTAL_BILLS_PAGE + 1, offset: 0 });
  return { bills: rows.slice(0, PORTAL_BILLS_PAGE), hasMore: rows.length > PORTAL_BILLS_PAGE };
}
