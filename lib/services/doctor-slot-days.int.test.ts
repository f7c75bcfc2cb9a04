import { and, eq, sql } from "drizzle-orm";

import { SLOT_MINUTES, SLOT_TIMES } from "@/lib/constants/appointments";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { appointments, doctorSlotDays, hospitals } from "@/lib/db/schema";
import { addDays, zonedInstant } from "@/lib/time";
import { addAppointment, clinic, type Clinic } from "@/test/doctor";

import { DIRECTORY_SLOT_MINUTES, GRID_IN_MIGRATION } from "./doctor-availability";

// doctor_slot_days (migration 0023): the masks the directory reads instead of the appointments,
// kept by triggers. Each case compares the stored mask with one computed here from the
// appointments, slot by slot, with the exclusion constraint's overlap of half-open ranges.

const DAY = "2031-03-12";
let c: Clinic;

beforeAll(async () => {
  c = await clinic({ patientCount: 8 });
});

const at = (time: string, day = DAY) => zonedInstant(day, time, c.timezone);

async function storedMask(doctorId: string, day = DAY): Promise<number> {
  const [row] = await getDb()
    .select({ busy: doctorSlotDays.busy })
    .from(doctorSlotDays)
    .where(and(eq(doctorSlotDays.doctorId, doctorId), eq(doctorSlotDays.day, day)));
  return row?.busy ?? 0;
}

/** The mask from the doctor's active appointments, computed in TypeScript. */
async function expectedMask(doctorId: string, day = DAY, timeZone = c.timezone): Promise<number> {
  const rows = await getDb()
    .select({ start: appointments.appointmentDate, duration: appointments.duration, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.doctorId, doctorId));
  let mask = 0;
  SLOT_TIMES.forEach((time, j) => {
    const slotStart = zonedInstant(day, time, timeZone).getTime();
    const slotEnd = slotStart + DIRECTORY_SLOT_MINUTES * 60_000;
    const taken = rows.some(
      (r) => (r.status === "scheduled" || r.status === "accepted") && r.start.getTime() < slotEnd && r.start.getTime() + r.duration * 60_000 > slotStart,
    );
    if (taken) mask |= 1 << j;
  });
  return mask;
}

const bits = (...slots: number[]) => slots.reduce((m, j) => m | (1 << j), 0);

describe("doctor_slot_days", () => {
  it("has the grid of SLOT_TIMES written in its migration", () => {
    const [h, m] = SLOT_TIMES[0].split(":").map(Number);
    expect(GRID_IN_MIGRATION).toEqual({ firstMinute: h * 60 + m, slotMinutes: SLOT_MINUTES, slots: SLOT_TIMES.length });
    expect(DIRECTORY_SLOT_MINUTES).toBe(SLOT_MINUTES);
  });

  it("sets the slots an appointment overlaps, clears them when it is cancelled, and follows a reschedule", async () => {
    const doctor = c.doctors[0];
    const [p1, p2, p3] = c.patients;
    expect(await storedMask(doctor.id)).toBe(0);

    // 09:00 for 30 minutes: slot 0; 10:15 for 60 minutes: slots 2 (10:00), 3 (10:30) and 4 (11:00).
    const first = await addAppointment(c, { doctor, patientId: p1.id, at: at("09:00"), duration: 30, status: "accepted" });
    const second = await addAppointment(c, { doctor, patientId: p2.id, at: at("10:15"), duration: 60 });
    expect(await storedMask(doctor.id)).toBe(bits(0, 2, 3, 4));
    expect(await storedMask(doctor.id)).toBe(await expectedMask(doctor.id));

    // A rejected request and a completed visit take nothing.
    await addAppointment(c, { doctor, patientId: p3.id, at: at("12:00"), status: "rejected" });
    expect(await storedMask(doctor.id)).toBe(bits(0, 2, 3, 4));

    await getDb().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, second));
    expect(await storedMask(doctor.id)).toBe(bits(0));

    // Rescheduled to the next day at 17:30: this day's slot is freed, the next day's last slot taken.
    const nextDay = addDays(DAY, 1);
    await getDb().update(appointments).set({ appointmentDate: at("17:30", nextDay) }).where(eq(appointments.id, first));
    expect(await storedMask(doctor.id)).toBe(0);
    expect(await storedMask(doctor.id, nextDay)).toBe(bits(17));

    // An edit that moves nothing (the reason) leaves the masks as they are; a deletion clears.
    await getDb().update(appointments).set({ reason: "Review of results" }).where(eq(appointments.id, first));
    expect(await storedMask(doctor.id, nextDay)).toBe(bits(17));
    await getDb().delete(appointments).where(eq(appointments.id, first));
    expect(await storedMask(doctor.id, nextDay)).toBe(0);
  });

  it("counts an appointment outside the grid only where it reaches the grid, and keeps doctors apart", async () => {
    const [, other] = c.doctors;
    const day = addDays(DAY, 3);
    // 08:00 for 90 minutes reaches slot 0 (09:00-09:30) only; 17:45 for 120 minutes reaches the
    // last slot (17:30-18:00) and none of the next day's; 20:00 for 480 minutes (to 04:00) reaches none.
    await addAppointment(c, { doctor: other, patientId: c.patients[4].id, at: at("08:00", day), duration: 90 });
    await addAppointment(c, { doctor: other, patientId: c.patients[5].id, at: at("17:45", day), duration: 120 });
    await addAppointment(c, { doctor: other, patientId: c.patients[6].id, at: at("20:00", day), duration: 480 });
    expect(await storedMask(other.id, day)).toBe(bits(0, 17));
    expect(await storedMask(other.id, addDays(day, 1))).toBe(0);
    expect(await storedMask(c.doctors[0].id, day)).toBe(0);
    expect(await storedMask(other.id, day)).toBe(await expectedMask(other.id, day));
  });

  it("recomputes the masks when the hospital changes its time zone", async () => {
    const doctor = c.doctors[0];
    const day = addDays(DAY, 6);
    await addAppointment(c, { doctor, patientId: c.patients[6].id, at: at("09:00", day), duration: 30 });
    expect(await storedMask(doctor.id, day)).toBe(bits(0));
    const before = c.timezone;
    try {
      // 09:00 in Kampala (UTC+3) is 07:00 in Lagos (UTC+1): before the Lagos grid.
      await getDb().update(hospitals).set({ timezone: "Africa/Lagos" }).where(eq(hospitals.id, c.hospitalId));
      expect(await storedMask(doctor.id, day)).toBe(0);
      expect(await storedMask(doctor.id, day)).toBe(await expectedMask(doctor.id, day, "Africa/Lagos"));
    } finally {
      await getDb().update(hospitals).set({ timezone: before }).where(eq(hospitals.id, c.hospitalId));
    }
    expect(await storedMask(doctor.id, day)).toBe(bits(0));
  });

  it("keeps every slot of concurrent bookings of one doctor's day (each in its own transaction)", async () => {
    const doctor = c.doctors[1];
    const day = addDays(DAY, 9);
    const times = SLOT_TIMES.slice(0, 8);
    const results = await Promise.allSettled(
      times.map((time, i) =>
        getDb().transaction(async (tx) => {
          await tx.insert(appointments).values({
            hospitalId: c.hospitalId,
            departmentId: doctor.departmentId,
            doctorId: doctor.id,
            patientId: c.patients[i % c.patients.length].id,
            appointmentDate: at(time, day),
            duration: 30,
            status: "scheduled",
            reason: "Concurrent booking",
          });
          // Hold the transaction open a moment so that the others overlap it on PostgreSQL.
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await storedMask(doctor.id, day)).toBe(bits(0, 1, 2, 3, 4, 5, 6, 7));
    const [row] = await queryRows<{ n: number }>(getDb(), sql`select count(*)::int as n from doctor_slot_days where doctor_id = ${doctor.id} and day = ${day}`);
    expect(row.n).toBe(1);
  });
});
