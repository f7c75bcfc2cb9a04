import { loadPortalBills } from "@/components/billing/portal-bills";
import type { PortalBillsPage } from "@/components/billing/format";
import type { PatientActor } from "@/lib/auth/actor-types";
import { ServiceError } from "@/lib/errors";
import { PORTAL_RECENT_COUNT, PORTAL_VISITS_PAGE } from "@/lib/constants/patient";
import { getPatientRecord, listPatientMedicalRecords } from "@/lib/services/patient-records";
import { listNotifications } from "@/lib/services/notifications";
import { listPortalAppointments } from "@/lib/services/portal-appointments";
import { listCompletedVisits, type CompletedVisitPage } from "@/lib/services/visit-ratings";

import { MY_PAST_FIRST_PAGE, MY_UPCOMING_FIRST_PAGE } from "./my-appointments-format";
import type { MyAppointmentPage, PortalMedicalRecord, PortalNotification, PortalPatient } from "./types";

export type PortalData = {
  patient: PortalPatient;
  /** 'My Appointments': the first upcoming ones and the most recent past ones, every status. */
  upcoming: MyAppointmentPage;
  past: MyAppointmentPage;
  records: PortalMedicalRecord[];
  notifications: PortalNotification[];
  /** Completed visits with their rating state ('Rate Your Visits'). */
  visits: CompletedVisitPage;
  /** The patient's bills at every hospital, newest first ('My Bills'). */
  bills: PortalBillsPage;
};

/** The portal's Notifications card: the few latest, unread first. */
const PORTAL_NOTIFICATION_COUNT = 5;

/**
 * Everything the unlocked portal shows, read as the portal patient themself (each service audits
 * its read), or null when the record is gone ('Patient Not Found').
 */
export async function loadPortal(actor: PatientActor): Promise<PortalData | null> {
  try {
    const [patient, upcoming, past, records, notifications, visits, bills] = await Promise.all([
      getPatientRecord(actor, actor.patientId),
      listPortalAppointments(actor, { period: "upcoming", limit: MY_UPCOMING_FIRST_PAGE, offset: 0 }),
      listPortalAppointments(actor, { period: "past", limit: MY_PAST_FIRST_PAGE, offset: 0 }),
      listPatientMedicalRecords(actor, actor.patientId, PORTAL_RECENT_COUNT),
      listNotifications(actor, PORTAL_NOTIFICATION_COUNT),
      listCompletedVisits(actor, { limit: PORTAL_VISITS_PAGE, offset: 0 }),
      loadPortalBills(actor),
    ]);
    return { patient, upcoming, past, records, notifications, visits, bills };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}
