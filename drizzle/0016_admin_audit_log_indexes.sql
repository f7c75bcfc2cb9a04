DROP INDEX "audit_logs_action_created_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_idx" ON "audit_logs" USING btree ("action" text_pattern_ops,"created_at" DESC NULLS LAST);