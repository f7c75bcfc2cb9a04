CREATE TABLE "report_runs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"row_count" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_runs_type_check" CHECK ("report_runs"."type" in ('patients', 'staff', 'appointments', 'financial', 'departments', 'incidents')),
	CONSTRAINT "report_runs_format_check" CHECK ("report_runs"."format" in ('csv', 'pdf')),
	CONSTRAINT "report_runs_period_check" CHECK ("report_runs"."period_from" <= "report_runs"."period_to"),
	CONSTRAINT "report_runs_row_count_check" CHECK ("report_runs"."row_count" is null or "report_runs"."row_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_runs_hospital_created_idx" ON "report_runs" USING btree ("hospital_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_runs_created_by_idx" ON "report_runs" USING btree ("created_by");