DROP INDEX "patients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "patients_id_trgm_idx";--> statement-breakpoint
CREATE INDEX "patients_name_trgm_idx" ON "patients" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "patients_id_trgm_idx" ON "patients" USING gin ("id" gin_trgm_ops) WITH (fastupdate=false);