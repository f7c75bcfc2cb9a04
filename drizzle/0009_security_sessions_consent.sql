CREATE TABLE "patient_consent_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"patient_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_hospital_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_consent_codes_expiry_check" CHECK ("patient_consent_codes"."expires_at" > "patient_consent_codes"."created_at"),
	CONSTRAINT "patient_consent_codes_used_check" CHECK ("patient_consent_codes"."used_at" is not null or "patient_consent_codes"."used_by_hospital_id" is null)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"principal_id" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('staff', 'health_worker', 'patient')),
	CONSTRAINT "sessions_expiry_check" CHECK ("sessions"."expires_at" > "sessions"."created_at")
);
--> statement-breakpoint
ALTER TABLE "patient_hospitals" DROP CONSTRAINT "patient_hospitals_source_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secrets_enc" text;--> statement-breakpoint
ALTER TABLE "patient_consent_codes" ADD CONSTRAINT "patient_consent_codes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_consent_codes" ADD CONSTRAINT "patient_consent_codes_used_by_hospital_id_hospitals_id_fk" FOREIGN KEY ("used_by_hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_consent_codes_patient_idx" ON "patient_consent_codes" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_principal_idx" ON "sessions" USING btree ("kind","principal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD CONSTRAINT "patient_hospitals_source_check" CHECK ("patient_hospitals"."source" in ('registered', 'booked', 'consent'));