ALTER TABLE "hospitals" ADD COLUMN "patient_cancel_hours" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reassigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "unanswered_flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_unanswered_waiting_idx" ON "appointments" USING btree (coalesce("reassigned_at", "created_at")) WHERE "appointments"."status" = 'scheduled' and "appointments"."unanswered_flagged_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_unanswered_start_idx" ON "appointments" USING btree ("appointment_date") WHERE "appointments"."status" = 'scheduled' and "appointments"."unanswered_flagged_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_hospital_pending_idx" ON "appointments" USING btree ("hospital_id","appointment_date") WHERE "appointments"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_patient_cancel_hours_check" CHECK ("hospitals"."patient_cancel_hours" between 0 and 168);