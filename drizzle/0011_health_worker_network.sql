-- The directory's search text joins the skills; array_to_string is only stable (it depends on the
-- element type's output function), and a generated column needs an immutable expression. For a
-- text[] the result never changes, so this wrapper is immutable in fact.
CREATE FUNCTION health_worker_skills_text(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(skills, ' '), '') $$;--> statement-breakpoint
ALTER TABLE "health_workers" ADD COLUMN "license_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_workers" ADD COLUMN "license_verified_by" text;--> statement-breakpoint
ALTER TABLE "health_workers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || replace(role, '-', ' ') || ' ' || coalesce(specialization, '') || ' ' || health_worker_skills_text(skills))) STORED;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "health_workers" ADD CONSTRAINT "health_workers_license_verified_by_users_id_fk" FOREIGN KEY ("license_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_workers_directory_search_trgm_idx" ON "health_workers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "health_workers"."is_public_profile" and "health_workers"."is_active";--> statement-breakpoint
CREATE INDEX "health_workers_directory_order_idx" ON "health_workers" USING btree ("last_name","first_name","id") WHERE "health_workers"."is_public_profile" and "health_workers"."is_active";--> statement-breakpoint
CREATE INDEX "employment_requests_pending_expiry_idx" ON "employment_requests" USING btree ("expires_at") WHERE "employment_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "health_workers" ADD CONSTRAINT "health_workers_license_verified_check" CHECK ("health_workers"."license_verified_at" is null or "health_workers"."license_number" is not null);--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_ended_check" CHECK ("employment_requests"."ended_at" is null or "employment_requests"."status" = 'accepted');