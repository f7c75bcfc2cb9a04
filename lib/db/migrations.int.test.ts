import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { getDb, type DbHandle, type DbOrTx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { createTestDb } from "@/test/db";

// The integration tests' databases are copies of one database migrated once per Jest run
// (test/global-setup.ts: PGlite's dumped data directory, or a PostgreSQL template database). This
// file checks that such a copy is what running the migrations gives: every migration of
// drizzle/meta/_journal.json applied, in order, with the SQL of its file today, and the same
// catalog (columns, constraints, indexes, triggers, functions, types, extensions, sequences) and
// the same rows per table as an empty database migrated right here by runMigrations.

const FOLDER = path.join(process.cwd(), "drizzle");
const journal = (JSON.parse(readFileSync(path.join(FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] }).entries;

const CATALOG = sql`
  select 'relation' as kind, n.nspname || '.' || c.relname as name, c.relkind::text || ' ' || coalesce(array_to_string(c.reloptions, ','), '') as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
  union all
  select 'column', table_schema || '.' || table_name || '.' || column_name,
         concat_ws(' ', ordinal_position, data_type, udt_name, is_nullable, column_default, character_maximum_length, numeric_precision, is_generated, generation_expression)
    from information_schema.columns where table_schema in ('public', 'drizzle')
  union all
  select 'constraint', conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid)
    from pg_constraint where connamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
  union all
  select 'index', schemaname || '.' || indexname, indexdef from pg_indexes where schemaname in ('public', 'drizzle')
  union all
  select 'trigger', tgrelid::regclass::text || '.' || tgname, pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
  union all
  select 'function', p.oid::regprocedure::text, p.prorettype::regtype::text || ' ' || md5(coalesce(p.prosrc, ''))
    from pg_proc p where p.pronamespace = 'public'::regnamespace
  union all
  select 'type', t.typname, t.typtype::text || ' ' || coalesce(string_agg(e.enumlabel, ',' order by e.enumsortorder), '')
    from pg_type t left join pg_enum e on e.enumtypid = t.oid where t.typnamespace = 'public'::regnamespace group by t.typname, t.typtype
  union all
  select 'extension', extname, extversion from pg_extension
  union all
  select 'view', schemaname || '.' || viewname, definition from pg_views where schemaname = 'public'
  union all
  select 'sequence', schemaname || '.' || sequencename, concat_ws(' ', data_type, start_value, increment_by, last_value)
    from pg_sequences where schemaname in ('public', 'drizzle')
  order by 1, 2, 3`;

type CatalogRow = { kind: string; name: string; def: string };

async function rowCounts(db: DbOrTx): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = n;
  }
  return counts;
}

describe("the migrated database every test file starts from", () => {
  let fresh: DbHandle;

  beforeAll(async () => {
    fresh = await createTestDb({ migrateHere: true });
  }, 180_000);

  afterAll(async () => {
    await fresh?.close();
  });

  it("has every migration of the journal applied, in order, with the SQL of its file", async () => {
    const applied = await queryRows<{ hash: string; created_at: string | number }>(getDb(), sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
    const expected = journal.map((entry) => ({
      tag: entry.tag,
      hash: createHash("sha256").update(readFileSync(path.join(FOLDER, `${entry.tag}.sql`), "utf8")).digest("hex"),
      when: entry.when,
    }));
    expect(applied.map((row, i) => ({ tag: journal[i]?.tag, hash: row.hash, when: Number(row.created_at) }))).toEqual(expected);
  });

  it("has the catalog and the rows of a database migrated by runMigrations", async () => {
    const [copy, migrated] = [await queryRows<CatalogRow>(getDb(), CATALOG), await queryRows<CatalogRow>(fresh.db, CATALOG)];
    expect(copy.length).toBeGreaterThan(100);
    expect(copy).toEqual(migrated);
    const counts = await rowCounts(getDb());
    expect(Object.keys(counts).length).toBeGreaterThan(20);
    expect(counts).toEqual(await rowCounts(fresh.db));
  });
});
