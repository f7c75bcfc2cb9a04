import { sql } from "drizzle-orm";
import { check, date, foreignKey, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { doctors } from "./staff";

// The slots of the booking grid each doctor has taken on each local day, as a bit mask: bit j is
// set when an active (scheduled or accepted) appointment of the doctor overlaps slot j of the
// SLOT_TIMES grid of that day in the hospital's time zone (09:00 + 30 j minutes, 30 minutes long,
// j = 0 … 17), by the exclusion constraint's overlap of half-open ranges. The public directory
// reads a doctor's next free slot from a few of these rows instead of the doctor's appointments
// (lib/services/doctor-availability.ts). Kept exact by a statement-level trigger on appointments
// and a trigger on a hospital's time zone (migration 0023), which recompute the days a statement
// touches under the rows' locks; a day without a row has no slot taken. The grid's numbers are
// written in the trigger function: changing SLOT_TIMES needs a migration (a unit test ties them).
export const doctorSlotDays = pgTable(
  "doctor_slot_days",
  {
    doctorId: text("doctor_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    busy: integer("busy").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.day] }),
    foreignKey({ name: "doctor_slot_days_doctor_fk", columns: [t.doctorId], foreignColumns: [doctors.id] }).onDelete("cascade"),
    check("doctor_slot_days_busy_check", sql`${t.busy} between 0 and 262143`),
  ],
);
