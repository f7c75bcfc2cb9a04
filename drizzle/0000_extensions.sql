-- Extensions the schema relies on: btree_gist for the appointment exclusion constraint,
-- pg_trgm for fuzzy name search, gen_random_uuid() itself is built into PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
