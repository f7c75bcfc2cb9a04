ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_hospital_key" ON "payments" USING btree ("hospital_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'refunded', 'cancelled'));