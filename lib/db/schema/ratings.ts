import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { tstz } from "./_shared";
import { appointments } from "./appointments";

// Issue 17, data item 3: the patient's rating of a completed visit, 1 to 5 with an optional
// comment, once per appointment (the primary key decides, concurrent submissions included).
// Hospital, patient, doctor and department are copied from the appointment for the analytics'
// GROUP BYs; one composite key to the appointment keeps the copies equal to it, and ON UPDATE
// CASCADE carries a patient merge (appointments.patient_id moves to the kept number) into them.
export const visitRatings = pgTable(
  "visit_ratings",
  {
    appointmentId: text("appointment_id").primaryKey(),
    hospitalId: text("hospital_id").notNull(),
    patientId: text("patient_id").notNull(),
    doctorId: text("doctor_id").notNull(),
    departmentId: text("department_id").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "visit_ratings_appointment_fk",
      columns: [t.appointmentId, t.hospitalId, t.patientId, t.doctorId, t.departmentId],
      foreignColumns: [appointments.id, appointments.hospitalId, appointments.patientId, appointments.doctorId, appointments.departmentId],
    })
      .onUpdate("cascade")
      .onDelete("restrict"),
    check("visit_ratings_rating_check", sql`${t.rating} between 1 and 5`),
    check("visit_ratings_comment_check", sql`${t.comment} is null or char_length(${t.comment}) between 1 and 1000`),
    // Satisfaction of one hospital by period (then grouped by doctor or department).
    index("visit_ratings_hospital_created_idx").on(t.hospitalId, t.createdAt),
  ],
);

export type VisitRating = typeof visitRatings.$inferSelect;
