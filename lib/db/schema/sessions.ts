import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";

import { inList, tstz } from "./_shared";

// One row per signed-in session (staff, health worker, patient portal). The cookie carries only
// the row's id (`sid`): sign-out revokes the row, and no session outlives `expires_at`, whatever
// the cookie says. No foreign key: the principal lives in one of three tables, by `kind`.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    principalId: text("principal_id").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [
    index("sessions_principal_idx").on(t.kind, t.principalId, t.createdAt.desc()),
    index("sessions_expires_idx").on(t.expiresAt),
    check("sessions_kind_check", inList(t.kind, ["staff", "health_worker", "patient"])),
    check("sessions_expiry_check", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
