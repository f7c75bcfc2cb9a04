import { and, desc, eq, sql } from "drizzle-orm";

import type { Actor, PatientActor } from "@/lib/auth/actor-types";
import { audit } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments, departments, doctors, hospitals, users, visitRatings } from "@/lib/db/schema";
import { forbidden, notFound, notSignedIn, ServiceError } from "@/lib/errors";
import type { PageQuery } from "@/lib/validation/list";
import type { RateVisitInput } from "@/lib/validation/visit-rating";

// Visit ratings (issue 17, data item 3): after a completed appointment the patient rates the visit
// 1 to 5 with an optional comment, in the portal, once per appointment. Only the portal session of
// the appointment's own patient: staff and workers are refused (403), another patient's or an
// unknown appointment is not found (404). One INSERT … SELECT … ON CONFLICT DO NOTHING decides
// everything at once, concurrent submissions included: the appointment must be the patient's and
// completed, and the primary key on appointment_id lets exactly one rating in.

export type VisitRatingView = { rating: number; comment: string | null; createdAt: string };

/** A completed visit of the portal's list, with its rating when the patient gave one. */
export type CompletedVisit = {
  appointmentId: string;
  /** YYYY-MM-DD and HH:MM in the hospital's time zone. */
  date: string;
  time: string;
  doctorName: string | null;
  department: string | null;
  hospitalName: string;
  rating: VisitRatingView | null;
};

export const NOT_COMPLETED = "Only a completed visit can be rated";
export const ALREADY_RATED = "You have already rated this visit";

/** The patient of a portal session: 401 signed out, 403 for staff and health workers. */
function requirePortalPatient(actor: Actor): PatientActor {
  if (actor.kind === "anonymous") throw notSignedIn();
  if (actor.kind !== "patient") throw forbidden();
  return actor;
}

type Inserted = { hospital_id: string; doctor_id: string; department_id: string; created_at: Date | string };

// POST /api/portal/appointments/{id}/rating (added)
export async function rateVisit(actor: Actor, appointmentId: string, input: RateVisitInput): Promise<VisitRatingView> {
  const patient = requirePortalPatient(actor);
  return getDb().transaction(async (tx) => {
    const [row] = await queryRows<Inserted>(
      tx,
      sql`insert into visit_ratings (appointment_id, hospital_id, patient_id, doctor_id, department_id, rating, comment)
          select a.id, a.hospital_id, a.patient_id, a.doctor_id, a.department_id, ${input.rating}::int, ${input.comment}::text
          from appointments a
          where a.id = ${appointmentId} and a.patient_id = ${patient.patientId} and a.status = 'completed'
          on conflict (appointment_id) do nothing
          returning hospital_id, doctor_id, department_id, created_at`,
    );
    if (!row) {
      // Nothing inserted: say why, from what the patient may know of their own appointment.
      const [existing] = await tx
        .select({ status: appointments.status })
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patient.patientId)))
        .limit(1);
      if (!existing) throw notFound("Appointment");
      if (existing.status !== "completed") throw new ServiceError(409, NOT_COMPLETED);
      throw new ServiceError(409, ALREADY_RATED);
    }
    await audit(
      patient,
      {
        action: "visit_rating.create",
        entity: "appointment",
        entityId: appointmentId,
        hospitalId: row.hospital_id,
        details: { rating: input.rating, withComment: input.comment !== null, doctorId: row.doctor_id, departmentId: row.department_id },
      },
      tx,
    );
    return { rating: input.rating, comment: input.comment, createdAt: new Date(row.created_at).toISOString() };
  });
}

const doctorName = sql<string | null>`case when ${users.id} is null then null
  else 'Dr. ' || concat_ws(' ', ${users.firstName}, ${users.lastName}) end`;
const local = (format: "YYYY-MM-DD" | "HH24:MI") =>
  sql<string>`to_char(${appointments.appointmentDate} at time zone ${hospitals.timezone}, ${sql.raw(`'${format}'`)})`;

export type CompletedVisitPage = { visits: CompletedVisit[]; hasMore: boolean };

// GET /api/portal/visits (added): the portal patient's completed visits, newest first, each with
// its rating or none yet (the appointments_patient_date index; one statement, no N+1).
export async function listCompletedVisits(actor: Actor, page: PageQuery): Promise<CompletedVisitPage> {
  const patient = requirePortalPatient(actor);
  const rows = await getDb()
    .select({
      appointmentId: appointments.id,
      date: local("YYYY-MM-DD"),
      time: local("HH24:MI"),
      doctorName,
      department: departments.name,
      hospitalName: hospitals.name,
      rating: visitRatings.rating,
      comment: visitRatings.comment,
      ratedAt: visitRatings.createdAt,
    })
    .from(appointments)
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    .leftJoin(departments, and(eq(departments.id, appointments.departmentId), eq(departments.hospitalId, appointments.hospitalId)))
    .leftJoin(doctors, and(eq(doctors.id, appointments.doctorId), eq(doctors.hospitalId, appointments.hospitalId)))
    .leftJoin(users, eq(users.id, doctors.userId))
    .leftJoin(visitRatings, eq(visitRatings.appointmentId, appointments.id))
    .where(and(eq(appointments.patientId, patient.patientId), eq(appointments.status, "completed")))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const hasMore = rows.length > page.limit;
  const visits = rows.slice(0, page.limit).map(({ rating, comment, ratedAt, ...visit }) => ({
    ...visit,
    rating: rating === null || !ratedAt ? null : { rating, comment, createdAt: ratedAt.toISOString() },
  }));
  await audit(patient, { action: "patient.visits.read", entity: "patient", entityId: patient.patientId, details: { count: visits.length, offset: page.offset } });
  return { visits, hasMore };
}
