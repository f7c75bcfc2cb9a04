import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { inList, tstz } from "./_shared";
import { hospitals } from "./hospitals";
import { users } from "./users";
import { REPORT_FORMATS, REPORT_TYPES } from "./report-enums";

export * from "./report-enums";

// Every report downloaded: the hospital's 'Recent reports' (who, when, which period and format)
// and the way to download one again. The audit log holds the same event; this table is the list.
export const reportRuns = pgTable(
  "report_runs",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    format: text("format").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    /** The rows of the report's table when it was produced (null when not counted). */
    rowCount: integer("row_count"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("report_runs_hospital_created_idx").on(t.hospitalId, t.createdAt.desc()),
    index("report_runs_created_by_idx").on(t.createdBy),
    check("report_runs_type_check", inList(t.type, REPORT_TYPES)),
    check("report_runs_format_check", inList(t.format, REPORT_FORMATS)),
    check("report_runs_period_check", sql`${t.periodFrom} <= ${t.periodTo}`),
    check("report_runs_row_count_check", sql`${t.rowCount} is null or ${t.rowCount} >= 0`),
  ],
);

export type ReportRun = typeof reportRuns.$inferSelect;
