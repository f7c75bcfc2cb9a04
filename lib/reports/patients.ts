import { and, asc, eq, gte, lt, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { patientHospitals, patients } from "@/lib/db/schema";

import { keysetRows } from "./context";
import { GENDER_LABELS, LINK_SOURCE_LABELS } from "./labels";
import type { ReportContext, ReportDefinition } from "./types";

// Patient report: the patients registered at or linked to the hospital in the period (the link's
// time), with their completed visits of the period at this hospital.

const inPeriod = (ctx: ReportContext) =>
  and(eq(patientHospitals.hospitalId, ctx.hospitalId), gte(patientHospitals.linkedAt, ctx.start), lt(patientHospitals.linkedAt, ctx.end));

/** Whole years from `dateOfBirth` to `on` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number);
  const [oy, om, od] = on.split("-").map(Number);
  return oy - y - (om < m || (om === m && od < d) ? 1 : 0);
}

type Rec = { patientId: string; linkedAt: Date; source: string; firstName: string; lastName: string; gender: string; dateOfBirth: string; visits: number };

export const patientsReport: ReportDefinition = {
  type: "patients",
  title: "Patient report",
  columns: [
    { label: "Name", kind: "text", width: 1.6 },
    { label: "Health number", kind: "text", width: 1.3 },
    { label: "Sex", kind: "text", width: 0.7 },
    { label: "Age", kind: "number", width: 0.5 },
    { label: "Registered at", kind: "datetime", width: 1.1 },
    { label: "How", kind: "text", width: 1.1 },
    { label: "Visits in period", kind: "number", width: 0.7 },
  ],

  async summary(ctx) {
    const [row] = await getDb()
      .select({
        count: sql<number>`count(*)::int`,
        registered: sql<number>`count(*) filter (where ${patientHospitals.source} = 'registered')::int`,
        consent: sql<number>`count(*) filter (where ${patientHospitals.source} = 'consent')::int`,
        booked: sql<number>`count(*) filter (where ${patientHospitals.source} = 'booked')::int`,
      })
      .from(patientHospitals)
      .where(inPeriod(ctx));
    return {
      rowCount: row.count,
      totals: [
        { label: "Patients", value: row.count },
        { label: LINK_SOURCE_LABELS.registered, value: row.registered },
        { label: LINK_SOURCE_LABELS.consent, value: row.consent },
        { label: LINK_SOURCE_LABELS.booked, value: row.booked },
      ],
    };
  },

  rows(ctx) {
    const db = getDb();
    const start = ctx.start.toISOString();
    const end = ctx.end.toISOString();
    return keysetRows<Rec>(
      (after, limit) =>
        db
          .select({
            patientId: patientHospitals.patientId,
            linkedAt: patientHospitals.linkedAt,
            source: patientHospitals.source,
            firstName: patients.firstName,
            lastName: patients.lastName,
            gender: patients.gender,
            dateOfBirth: patients.dateOfBirth,
            // One statement: the index appointments_patient_date_idx answers each patient's count.
            visits: sql<number>`(select count(*)::int from appointments a
              where a.patient_id = ${patientHospitals.patientId} and a.hospital_id = ${ctx.hospitalId} and a.status = 'completed'
                and a.appointment_date >= ${start}::timestamptz and a.appointment_date < ${end}::timestamptz)`,
          })
          .from(patientHospitals)
          .innerJoin(patients, eq(patients.id, patientHospitals.patientId))
          .where(
            and(
              inPeriod(ctx),
              after ? sql`(${patientHospitals.linkedAt}, ${patientHospitals.patientId}) > (${after.linkedAt.toISOString()}::timestamptz, ${after.patientId})` : undefined,
            ),
          )
          .orderBy(asc(patientHospitals.linkedAt), asc(patientHospitals.patientId))
          .limit(limit),
      (r) => [
        `${r.firstName} ${r.lastName}`,
        r.patientId,
        GENDER_LABELS[r.gender] ?? r.gender,
        ageOn(r.dateOfBirth, ctx.to),
        r.linkedAt,
        LINK_SOURCE_LABELS[r.source] ?? r.source,
        Number(r.visits),
      ],
    );
  },
};
