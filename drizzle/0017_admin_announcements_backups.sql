CREATE TABLE "announcement_dismissals" (
	"announcement_id" text NOT NULL,
	"principal_kind" text NOT NULL,
	"principal_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_dismissals_announcement_id_principal_kind_principal_id_pk" PRIMARY KEY("announcement_id","principal_kind","principal_id"),
	CONSTRAINT "announcement_dismissals_kind_check" CHECK ("announcement_dismissals"."principal_kind" in ('staff', 'health_worker'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_level_check" CHECK ("announcements"."level" in ('info', 'warning', 'critical')),
	CONSTRAINT "announcements_message_check" CHECK (char_length("announcements"."message") between 1 and 1000),
	CONSTRAINT "announcements_ends_check" CHECK ("announcements"."ends_at" is null or "announcements"."ends_at" > "announcements"."created_at")
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slot" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text,
	"size_bytes" bigint,
	"error" text,
	"created_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pruned_at" timestamp with time zone,
	CONSTRAINT "backups_trigger_check" CHECK ("backups"."trigger" in ('scheduled', 'manual')),
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('running', 'done', 'failed')),
	CONSTRAINT "backups_size_check" CHECK ("backups"."size_bytes" is null or "backups"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "backups_slot_key" ON "backups" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at" DESC NULLS LAST);