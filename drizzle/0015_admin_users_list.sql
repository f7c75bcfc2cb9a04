CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email") gin_trgm_ops) WITH (fastupdate=false);