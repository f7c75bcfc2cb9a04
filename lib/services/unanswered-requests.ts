import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, auditLogs, doctors, hospitals, patients, users } from "@/lib/db/schema";
import type { UnansweredQuery } from "@/lib/validation/portal-booking";

import { fullName, when } from "./appointment-rules";
import type { AppointmentView } from "./appointment-types";
import { selectAppointmentViews } from "./appointment-view";
import { notify, type NewNotice } from "./notifications";

// Unanswered requests (issue 18, item 4): a `scheduled` appointment its doctor has not answered
// UNANSWERED_AFTER_HOURS after the doctor got it (booked, or reassigned), or UNANSWERED_BEFORE_START_HOURS
// before its start, whichever comes first, is flagged once to the hospital's administrators. The
// job claims each request in the statement that flags it (UPDATE … WHERE unanswered_flagged_at IS
// NULL, over rows locked with SKIP LOCKED), so two server instances never flag one twice. The
// administrators list them and reassign one to another active doctor of the same department who
// is free at that time (appointment-reassign.ts).

export const UNANSWERED_AFTER_HOURS = 24;
export const UNANSWERED_BEFORE_START_HOURS = 2;
const HOUR = 3_600_000;
const BATCH = 200;

/** When the current doctor got the request: the booking, or the last reassignment. */
const waitingSince = sql<Date>`coalesce(${appointments.reassignedAt}, ${appointments.createdAt})`;

/** Pending, not yet started, and past one of the two rules at `now`. */
const overdue = (now: Date) =>
  and(
    eq(appointments.status, "scheduled"),
    gt(appointments.appointmentDate, now),
    or(
      sql`${waitingSince} <= ${new Date(now.getTime() - UNANSWERED_AFTER_HOURS * HOUR).toISOString()}::timestamptz`,
      lte(appointments.appointmentDate, new Date(now.getTime() + UNANSWERED_BEFORE_START_HOURS * HOUR)),
    ),
  );

type Flagged = { id: string; hospitalId: string; doctorId: string; patientId: string; appointmentDate: Date };

/** The administrators' notices of one batch of newly flagged requests, and their audit rows. */
async function announceFlagged(tx: DbOrTx, flagged: Flagged[], now: Date): Promise<void> {
  const ids = flagged.map((f) => f.id);
  const details = await tx
    .select({
      id: appointments.id,
      hospitalId: appointments.hospitalId,
      timezone: hospitals.timezone,
      appointmentDate: appointments.appointmentDate,
      since: waitingSince,
      doctorFirst: users.firstName,
      doctorLast: users.lastName,
      patientFirst: patients.firstName,
      patientLast: patients.lastName,
    })
    .from(appointments)
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    .innerJoin(doctors, and(eq(doctors.id, appointments.doctorId), eq(doctors.hospitalId, appointments.hospitalId)))
    .innerJoin(users, eq(users.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(inArray(appointments.id, ids));
  const hospitalIds = [...new Set(details.map((d) => d.hospitalId))];
  const admins = await tx
    .select({ id: users.id, hospitalId: users.hospitalId })
    .from(users)
    .where(and(inArray(users.hospitalId, hospitalIds), eq(users.role, "hospital_admin"), eq(users.isActive, true)));
  const entries = details.flatMap((d) => {
    const notice: NewNotice = {
      title: "Unanswered Appointment Request",
      message: `Dr. ${fullName(d.doctorFirst, d.doctorLast)} has not answered the appointment request of ${fullName(d.patientFirst, d.patientLast)} for ${when(d.appointmentDate, d.timezone)}. Reassign it to another doctor of the department, or remind the doctor.`,
      type: "appointment_unanswered",
      relatedId: d.id,
    };
    return admins.filter((a) => a.hospitalId === d.hospitalId).map((a) => ({ to: { userId: a.id }, notice }));
  });
  await notify(tx, entries);
  if (details.length === 0) return;
  await tx.insert(auditLogs).values(
    details.map((d) => ({
      actorType: "system",
      actorId: null,
      action: "appointment.unanswered_flag",
      entity: "appointment",
      entityId: d.id,
      hospitalId: d.hospitalId,
      ip: null,
      outcome: "success",
      details: { waitingSince: new Date(d.since).toISOString(), flaggedAt: now.toISOString(), admins: admins.filter((a) => a.hospitalId === d.hospitalId).length },
    })),
  );
}

/**
 * The scheduled job (every 5 minutes, on every instance): flags each overdue request once and
 * tells its hospital's administrators. Returns how many this run flagged.
 */
export async function flagUnansweredRequests(now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const flagged = await getDb().transaction(async (tx) => {
      // Claimed in the statement that flags them: rows another run holds are skipped, and a row it
      // flagged meanwhile no longer matches `unanswered_flagged_at IS NULL` when re-checked.
      const claim = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(overdue(now), isNull(appointments.unansweredFlaggedAt)))
        .orderBy(asc(appointments.appointmentDate))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const rows = await tx
        .update(appointments)
        .set({ unansweredFlaggedAt: now })
        .where(and(inArray(appointments.id, claim), eq(appointments.status, "scheduled"), isNull(appointments.unansweredFlaggedAt)))
        .returning({
          id: appointments.id,
          hospitalId: appointments.hospitalId,
          doctorId: appointments.doctorId,
          patientId: appointments.patientId,
          appointmentDate: appointments.appointmentDate,
        });
      if (rows.length > 0) await announceFlagged(tx, rows, now);
      return rows.length;
    });
    total += flagged;
    if (flagged < BATCH) return total;
  }
}

export type UnansweredRequest = AppointmentView & {
  /** When the current doctor got the request (booked, or reassigned) and when it was flagged (null: not yet). */
  waitingSince: string;
  flaggedAt: string | null;
  /** Active doctors of the same department free for the whole appointment now: the reassignment's choices. */
  candidates: { doctorId: string; doctorName: string }[];
};

// GET /api/appointments/unanswered (added): the hospital's overdue requests, soonest first, each
// with the doctors it could go to; hospital_admin, system_admin naming the hospital.
export async function listUnansweredRequests(actor: Actor, query: UnansweredQuery, now = new Date()): Promise<UnansweredRequest[]> {
  const staff = requireStaff(actor, ["hospital_admin", "system_admin"]);
  const hospitalId = requiredTenantOf(staff, query.hospitalId);
  const db = getDb();
  // Over appointments_hospital_pending_idx: the hospital's pending requests by start.
  const rows = await db
    .select({ id: appointments.id, since: waitingSince, flaggedAt: appointments.unansweredFlaggedAt })
    .from(appointments)
    .where(and(eq(appointments.hospitalId, hospitalId), overdue(now)))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const views = await selectAppointmentViews(db, inArray(appointments.id, ids));
  const other = sql.raw("other");
  // The department's other active doctors with no active appointment overlapping this one (the
  // exclusion constraint's own predicate, over its GiST index).
  const candidates = await db
    .select({
      appointmentId: appointments.id,
      doctorId: doctors.id,
      doctorName: sql<string>`'Dr. ' || concat_ws(' ', ${users.firstName}, ${users.lastName})`,
    })
    .from(appointments)
    .innerJoin(
      doctors,
      and(
        eq(doctors.hospitalId, appointments.hospitalId),
        eq(doctors.departmentId, appointments.departmentId),
        ne(doctors.id, appointments.doctorId),
        eq(doctors.isActive, true),
      ),
    )
    .innerJoin(users, and(eq(users.id, doctors.userId), eq(users.isActive, true)))
    .where(
      and(
        inArray(appointments.id, ids),
        sql`not exists (select 1 from ${appointments} as ${other}
          where ${other}.doctor_id = ${doctors.id} and ${other}.status in ('scheduled', 'accepted')
            and appointment_slot(${other}.appointment_date, ${other}.duration) && appointment_slot(${appointments.appointmentDate}, ${appointments.duration}))`,
      ),
    )
    .orderBy(users.lastName, users.firstName, doctors.id);
  await audit(staff, { action: "appointments.unanswered.read", entity: "hospital", entityId: hospitalId, hospitalId, details: { count: rows.length } });
  const byId = new Map(views.map((v) => [v.id, v]));
  return rows.flatMap((r) => {
    const view = byId.get(r.id);
    if (!view) return [];
    return [
      {
        ...view,
        waitingSince: new Date(r.since).toISOString(),
        flaggedAt: r.flaggedAt ? r.flaggedAt.toISOString() : null,
        candidates: candidates.filter((c) => c.appointmentId === r.id).map(({ doctorId, doctorName }) => ({ doctorId, doctorName })),
      },
    ];
  });
}
