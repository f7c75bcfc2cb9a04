CREATE TABLE "reminders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"appointment_id" text,
	"diagnosis_id" text,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" text,
	"mail_outbox_id" text,
	"sms_outbox_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('appointment_24h', 'appointment_2h', 'follow_up')),
	CONSTRAINT "reminders_channel_check" CHECK ("reminders"."channel" in ('email', 'sms')),
	CONSTRAINT "reminders_status_check" CHECK ("reminders"."status" in ('pending', 'sent', 'cancelled', 'failed')),
	CONSTRAINT "reminders_source_check" CHECK (case when "reminders"."kind" = 'follow_up' then "reminders"."diagnosis_id" is not null and "reminders"."appointment_id" is null else "reminders"."appointment_id" is not null and "reminders"."diagnosis_id" is null end),
	CONSTRAINT "reminders_window_check" CHECK ("reminders"."expires_at" > "reminders"."due_at"),
	CONSTRAINT "reminders_attempts_check" CHECK ("reminders"."attempts" >= 0),
	CONSTRAINT "reminders_sent_check" CHECK ("reminders"."status" <> 'sent' or "reminders"."sent_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"to_number" text NOT NULL,
	"body_text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" in ('queued', 'sent', 'logged', 'failed')),
	CONSTRAINT "sms_outbox_to_number_check" CHECK ("sms_outbox"."to_number" ~ '^[+][1-9][0-9]{6,14}$'),
	CONSTRAINT "sms_outbox_body_check" CHECK (char_length("sms_outbox"."body_text") between 1 and 1600),
	CONSTRAINT "sms_outbox_attempts_check" CHECK ("sms_outbox"."attempts" >= 0),
	CONSTRAINT "sms_outbox_sent_check" CHECK ("sms_outbox"."status" not in ('sent', 'logged') or "sms_outbox"."sent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_sms_outbox_id_sms_outbox_id_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_appointment_key" ON "reminders" USING btree ("appointment_id","kind","channel","event_at") WHERE "reminders"."appointment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_follow_up_key" ON "reminders" USING btree ("diagnosis_id","kind","channel","event_at") WHERE "reminders"."diagnosis_id" is not null;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reminders_hospital_idx" ON "reminders" USING btree ("hospital_id","due_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_outbox_status_idx" ON "sms_outbox" USING btree ("status","created_at");