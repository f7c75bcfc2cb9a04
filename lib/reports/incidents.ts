import { and, asc, eq, gte, lt, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { incidentReports, INCIDENT_HARM_LEVELS, users } from "@/lib/db/schema";
import { INCIDENT_CATEGORY_OPTIONS, INCIDENT_HARM_OPTIONS, INCIDENT_STATUS_LABELS, labelOf } from "@/lib/validation/incident";

import { keysetRows } from "./context";
import type { ReportContext, ReportDefinition } from "./types";

// Incident report: the incidents that occurred in the period, in time order. The description and
// the people involved are left out (free text that may name patients); the page /incidents has them.

const inPeriod = (ctx: ReportContext) =>
  and(eq(incidentReports.hospitalId, ctx.hospitalId), gte(incidentReports.occurredAt, ctx.start), lt(incidentReports.occurredAt, ctx.end));

type Rec = { id: string; occurredAt: Date; reportedAt: Date; category: string; harmLevel: string; status: string; place: string; reportedBy: string };

export const incidentsReport: ReportDefinition = {
  type: "incidents",
  title: "Incident report",
  columns: [
    { label: "Occurred at", kind: "datetime", width: 1.1 },
    { label: "Reported at", kind: "datetime", width: 1.1 },
    { label: "Category", kind: "text", width: 1.5 },
    { label: "Harm level", kind: "text", width: 0.9 },
    { label: "Status", kind: "text", width: 0.9 },
    { label: "Place", kind: "text", width: 1.4 },
    { label: "Reported by", kind: "text", width: 1.2 },
  ],

  async summary(ctx) {
    const [row] = await getDb()
      .select({
        count: sql<number>`count(*)::int`,
        open: sql<number>`count(*) filter (where ${incidentReports.status} <> 'closed')::int`,
        ...Object.fromEntries(
          INCIDENT_HARM_LEVELS.map((level) => [level, sql<number>`count(*) filter (where ${incidentReports.harmLevel} = ${level})::int`]),
        ),
      })
      .from(incidentReports)
      .where(inPeriod(ctx));
    const counts = row as unknown as Record<string, number>;
    return {
      rowCount: counts.count,
      totals: [
        { label: "Incidents", value: counts.count },
        { label: "Not closed", value: counts.open },
        ...INCIDENT_HARM_LEVELS.map((level) => ({ label: labelOf(INCIDENT_HARM_OPTIONS, level), value: counts[level] })),
      ],
    };
  },

  rows(ctx) {
    const db = getDb();
    return keysetRows<Rec>(
      (after, limit) =>
        db
          .select({
            id: incidentReports.id,
            occurredAt: incidentReports.occurredAt,
            reportedAt: incidentReports.createdAt,
            category: incidentReports.category,
            harmLevel: incidentReports.harmLevel,
            status: incidentReports.status,
            place: incidentReports.place,
            reportedBy: sql<string>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
          })
          .from(incidentReports)
          .innerJoin(users, eq(users.id, incidentReports.reportedBy))
          .where(
            and(
              inPeriod(ctx),
              after ? sql`(${incidentReports.occurredAt}, ${incidentReports.id}) > (${after.occurredAt.toISOString()}::timestamptz, ${after.id})` : undefined,
            ),
          )
          .orderBy(asc(incidentReports.occurredAt), asc(incidentReports.id))
          .limit(limit),
      (r) => [
        r.occurredAt,
        r.reportedAt,
        labelOf(INCIDENT_CATEGORY_OPTIONS, r.category),
        labelOf(INCIDENT_HARM_OPTIONS, r.harmLevel),
        INCIDENT_STATUS_LABELS[r.status as keyof typeof INCIDENT_STATUS_LABELS] ?? r.status,
        r.place,
        r.reportedBy,
      ],
    );
  },
};
