import type { SQL } from "drizzle-orm";

import type { DbOrTx } from "./client";

/** Rows of a raw SQL statement; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
