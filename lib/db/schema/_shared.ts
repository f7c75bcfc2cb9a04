import { sql, type SQL } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at pair used by most tables. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** SQL `column IN ('a','b',…)` for check constraints over an enumeration. */
export function inList(column: SQL | unknown, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
}
