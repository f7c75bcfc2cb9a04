import { and, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { SLOT_TIMES } from "@/lib/constants/appointments";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { appointments, doctors, patientHospitals, patients, users } from "@/lib/db/schema";
import { notFound, ServiceError } from "@/lib/errors";
import { deliverMail } from "@/lib/mail";
import { dayBounds, localDate, zonedInstant } from "@/lib/time";
import type { CreateAppointmentInput, ListAppointmentsQuery, SlotsQuery } from "@/lib/validation/appointment";

import {
  ACTIVE,
  fullName,
  hospitalOf,
  INVALID_DOCTOR,
  lockBookingParties,
  MAX_DURATION_MS,
  overlapError,
  pastError,
  retryingDeadlocks,
  tellBoth,
  viewOf,
  when,
  WRONG_DEPARTMENT,
} from "./appointment-rules";
import type { AppointmentDayCounts, AppointmentView, Slot } from "./appointment-types";
import { selectAppointmentViews } from "./appointment-view";
import { registrationTarget } from "./doctors";
import { patientNotFound, requireClinical } from "./patient-access";
import { resolvePatientId } from "./patient-merge";
import { assertHospitalWritable } from "./tenant-guard";

// Booking, listing and slots of a hospital's appointments (API.md "Doctors, appointments and
// diagnoses"); changes are in appointment-changes.ts. No two active appointments of one doctor, or
// of one patient, overlap: the exclusion constraints decide (drizzle/0002, 0007), so concurrent
// bookings cannot both win. Staff booking and the patient's self-booking (portal-booking.ts) are
// one path, bookInScope, which differ only by the scope they pass.

// POST /api/appointments: book a slot; the exclusion constraints decide conflicts.
export async function bookAppointment(actor: Actor, requested: CreateAppointmentInput, now = new Date()): Promise<AppointmentView> {
  const staff = requireClinical(actor);
  const hospitalId = requiredTenantOf(staff, requested.hospitalId);
  // A merged health number books the record it was merged into (patient-merge.ts).
  const input = { ...requested, patientId: await resolvePatientId(requested.patientId) };
  if (input.appointmentDate.getTime() < now.getTime()) throw pastError();
  return bookInScope(
    {
      actor: staff,
      hospitalId,
      createdBy: staff.userId,
      link: "required",
      assertWritable: (tx) => assertHospitalWritable(staff, hospitalId, tx),
    },
    input,
  );
}

/**
 * Who books, for which hospital, and what that booking may do: the one difference between staff
 * booking (above) and a patient's self-booking (portal-booking.ts), which both go through
 * bookInScope and so through the same checks, locks, exclusion constraints and notices.
 */
export type BookingScope = {
  /** Written to the audit record. */
  actor: Actor;
  /** The hospital of the booking: the staff member's (or the one system_admin names), or the doctor's. */
  hospitalId: string;
  /** The staff user who booked; null when the patient booked. */
  createdBy: string | null;
  /**
   * "required": only a patient already linked to the hospital is booked (staff; ARCHITECTURE.md
   * "Tenancy and privacy"). "create": the patient books for themself, and the booking links them to
   * the doctor's hospital (source "booked") in the same transaction.
   */
  link: "required" | "create";
  /** Refuses a hospital that takes no changes (its subscription ended), in the booking's transaction. */
  assertWritable: (tx: DbOrTx) => Promise<void>;
  /**
   * Checked once both parties are locked (lockBookingParties: every booking of this patient waits
   * here), before the insert: a limit decided here cannot be outrun by concurrent bookings.
   */
  underLock?: (tx: DbOrTx) => Promise<void>;
  /** Audit details beside the booking's own. */
  auditDetails?: Record<string, unknown>;
};

export type BookingInput = Pick<CreateAppointmentInput, "patientId" | "departmentId" | "doctorId" | "appointmentDate" | "duration" | "reason" | "notes">;

/**
 * Books `input` in `scope`: the doctor must be active in the hospital and the department, the
 * patient active (and linked, or linked now), and the exclusion constraints decide overlaps (409).
 * Tells the doctor and the patient, audits, and delivers the mails after the commit.
 */
export async function bookInScope(scope: BookingScope, input: BookingInput): Promise<AppointmentView> {
  const { hospitalId } = scope;
  const start = input.appointmentDate;
  let timeZone = "UTC";

  let booked: { id: string; mailIds: string[] };
  try {
    booked = await retryingDeadlocks(() =>
      getDb().transaction(async (tx) => {
        await scope.assertWritable(tx);
        const hospital = await registrationTarget(tx, hospitalId, input.departmentId);
        timeZone = hospital.timezone;
        const [doctor] = await tx
          .select({
            departmentId: doctors.departmentId,
            userId: doctors.userId,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            active: sql<boolean>`(${doctors.isActive} and ${users.isActive})`,
          })
          .from(doctors)
          .innerJoin(users, eq(users.id, doctors.userId))
          .where(and(eq(doctors.id, input.doctorId), eq(doctors.hospitalId, hospitalId)))
          .limit(1);
        if (!doctor?.active) throw new ServiceError(400, INVALID_DOCTOR, { doctorId: INVALID_DOCTOR });
        if (doctor.departmentId !== input.departmentId) throw new ServiceError(400, WRONG_DEPARTMENT, { doctorId: WRONG_DEPARTMENT });
        // Staff book only a patient linked to the hospital (registered there, or linked with
        // consent): their booking never creates a link. A patient booking for themself is linked below.
        const linked = scope.link === "required";
        const patientColumns = { firstName: patients.firstName, lastName: patients.lastName, email: patients.email };
        const activePatient = and(eq(patients.id, input.patientId), eq(patients.isActive, true));
        const [patient] = linked
          ? await tx
              .select(patientColumns)
              .from(patients)
              .innerJoin(patientHospitals, and(eq(patientHospitals.patientId, patients.id), eq(patientHospitals.hospitalId, hospitalId)))
              .where(activePatient)
              .limit(1)
          : await tx.select(patientColumns).from(patients).where(activePatient).limit(1);
        if (!patient) throw patientNotFound();
        await lockBookingParties(tx, input.doctorId, input.patientId);
        await scope.underLock?.(tx);
        if (!linked) {
          await tx.insert(patientHospitals).values({ patientId: input.patientId, hospitalId, source: "booked" }).onConflictDoNothing();
        }
        const [row] = await tx
          .insert(appointments)
          .values({
            hospitalId,
            departmentId: input.departmentId,
            doctorId: input.doctorId,
            patientId: input.patientId,
            appointmentDate: start,
            duration: input.duration,
            status: "scheduled",
            reason: input.reason,
            notes: input.notes ?? null,
            createdBy: scope.createdBy,
          })
          .returning({ id: appointments.id });

        const doctorName = `Dr. ${fullName(doctor.firstName, doctor.lastName)}`;
        const at = `${when(start, timeZone)} (${input.duration} minutes)`;
        const mailIds = await tellBoth(
          tx,
          [
            { to: { userId: doctor.userId }, email: doctor.email },
            { to: { patientId: input.patientId }, email: patient.email },
          ],
          [
            {
              title: "New Appointment Request",
              message: `${fullName(patient.firstName, patient.lastName)} has an appointment with you on ${at} at ${hospital.name}. Please accept or reject it in the doctor portal.`,
              type: "appointment",
              relatedId: row.id,
            },
            {
              title: "Appointment Scheduled",
              message: `Your appointment with ${doctorName} at ${hospital.name} is on ${at}. The doctor will confirm it.`,
              type: "appointment",
              relatedId: row.id,
            },
          ],
          `Appointment on ${when(start, timeZone)}`,
        );
        await audit(
          scope.actor,
          {
            action: "appointment.book",
            entity: "appointment",
            entityId: row.id,
            hospitalId,
            details: {
              ...scope.auditDetails,
              doctorId: input.doctorId,
              patientId: input.patientId,
              appointmentDate: start.toISOString(),
              duration: input.duration,
              mailIds,
            },
          },
          tx,
        );
        return { id: row.id, mailIds };
      }),
    );
  } catch (error) {
    throw (await overlapError(error, { doctorId: input.doctorId, patientId: input.patientId, start, minutes: input.duration, timeZone })) ?? error;
  }
  await deliverMail(booked.mailIds);
  return viewOf(booked.id);
}

/** The hospital a read acts on (system_admin names one) and its time zone. */
async function readScope(actor: Actor, requested?: string) {
  const staff = requireClinical(actor);
  const hospitalId = requiredTenantOf(staff, requested);
  const { timezone } = await hospitalOf(getDb(), hospitalId);
  return { staff, hospitalId, timezone };
}

// GET /api/appointments: the hospital's appointments, optionally of local days from..to, a status, a doctor.
export async function listAppointments(actor: Actor, query: ListAppointmentsQuery): Promise<AppointmentView[]> {
  const { hospitalId, timezone } = await readScope(actor, query.hospitalId);
  if (query.from && query.to && query.from > query.to) throw new ServiceError(400, "to must not be before from", { to: "to must not be before from" });
  const where: (SQL | undefined)[] = [
    eq(appointments.hospitalId, hospitalId),
    query.from ? gte(appointments.appointmentDate, dayBounds(query.from, timezone).start) : undefined,
    query.to ? lt(appointments.appointmentDate, dayBounds(query.to, timezone).end) : undefined,
    query.status ? eq(appointments.status, query.status) : undefined,
    query.doctorId ? eq(appointments.doctorId, query.doctorId) : undefined,
  ];
  return selectAppointmentViews(getDb(), and(...where), { limit: query.limit, offset: query.offset });
}

/** Local today and time zone of the hospital, for the appointment pages. */
export async function hospitalCalendar(actor: Actor, hospitalId?: string, now = new Date()) {
  const scope = await readScope(actor, hospitalId);
  return { hospitalId: scope.hospitalId, timezone: scope.timezone, today: localDate(now, scope.timezone) };
}

// The counters of /appointments for the hospital's local today (total as the dashboard counts it).
export async function getAppointmentDayCounts(actor: Actor, hospitalId?: string, now = new Date()): Promise<AppointmentDayCounts> {
  const scope = await readScope(actor, hospitalId);
  const { start, end } = dayBounds(localDate(now, scope.timezone), scope.timezone);
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await getDb()
    .select({
      total: count(sql`${appointments.status} not in ('cancelled', 'rejected')`),
      completed: count(sql`${appointments.status} = 'completed'`),
      pending: count(sql`${appointments.status} = 'scheduled'`),
      cancelled: count(sql`${appointments.status} = 'cancelled'`),
      noShow: count(sql`${appointments.status} = 'no_show'`),
    })
    .from(appointments)
    .where(and(eq(appointments.hospitalId, scope.hospitalId), gte(appointments.appointmentDate, start), lt(appointments.appointmentDate, end)));
  return { total: Number(row.total), completed: Number(row.completed), pending: Number(row.pending), cancelled: Number(row.cancelled), noShow: Number(row.noShow) };
}

// GET /api/appointments/slots: the 18 slots of the doctor's local day; taken or past ones unavailable.
export async function listSlots(
  actor: Actor,
  query: Pick<SlotsQuery, "doctorId" | "date"> & Partial<Pick<SlotsQuery, "duration" | "hospitalId" | "exceptId">>,
  now = new Date(),
): Promise<Slot[]> {
  const { hospitalId, timezone } = await readScope(actor, query.hospitalId);
  const minutes = query.duration ?? 30;
  const db = getDb();
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.id, query.doctorId), eq(doctors.hospitalId, hospitalId), eq(doctors.isActive, true)))
    .limit(1);
  if (!doctor) throw notFound("Doctor");

  const starts = SLOT_TIMES.map((time) => ({ time, start: zonedInstant(query.date, time, timezone) }));
  const first = starts[0].start;
  const last = new Date(starts[starts.length - 1].start.getTime() + minutes * 60_000);
  // Over appointments_doctor_active_idx: the doctor's active rows starting within a bounded range.
  const taken = await db
    .select({ start: appointments.appointmentDate, duration: appointments.duration })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, query.doctorId),
        ACTIVE,
        gte(appointments.appointmentDate, new Date(first.getTime() - MAX_DURATION_MS)),
        lt(appointments.appointmentDate, last),
        query.exceptId ? ne(appointments.id, query.exceptId) : undefined,
      ),
    );
  return starts.map(({ time, start }) => {
    const from = start.getTime();
    const to = from + minutes * 60_000;
    const busy = taken.some((a) => a.start.getTime() < to && a.start.getTime() + a.duration * 60_000 > from);
    return { time, startsAt: start.toISOString(), available: from >= now.getTime() && !busy };
  });
}