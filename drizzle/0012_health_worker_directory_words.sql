CREATE TABLE "health_worker_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_workers" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(lower(first_name || ' ' || last_name || ' ' || replace(role, '-', ' ') || ' ' || coalesce(specialization, '') || ' ' || health_worker_skills_text(skills)), '[^[:alnum:]]+'), '')) STORED;--> statement-breakpoint
CREATE INDEX "health_worker_search_words_trgm_idx" ON "health_worker_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "health_workers_directory_words_idx" ON "health_workers" USING gin ("search_words") WHERE "health_workers"."is_public_profile" and "health_workers"."is_active";--> statement-breakpoint
CREATE INDEX "health_workers_directory_recent_idx" ON "health_workers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "health_workers"."is_public_profile" and "health_workers"."is_active";--> statement-breakpoint
-- The dictionary of the directory's search keeps every word a worker's search words hold. Words are
-- added in order (the same lock order in every transaction, so two registrations never deadlock on
-- a new word); a word no profile holds any longer stays and simply matches nothing.
CREATE FUNCTION health_worker_search_words_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.search_words IS NOT DISTINCT FROM OLD.search_words THEN
    RETURN NULL;
  END IF;
  INSERT INTO health_worker_search_words (word)
    SELECT DISTINCT w FROM unnest(NEW.search_words) AS w ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "health_workers_search_words_trg" AFTER INSERT OR UPDATE ON "health_workers"
  FOR EACH ROW EXECUTE FUNCTION health_worker_search_words_add();--> statement-breakpoint
INSERT INTO "health_worker_search_words" ("word")
  SELECT DISTINCT w FROM "health_workers", unnest("health_workers"."search_words") AS w ORDER BY w
  ON CONFLICT DO NOTHING;
