CREATE TABLE "ai_analyses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"user_id" text NOT NULL,
	"patient_id" text,
	"symptoms" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"top_diagnosis" text,
	"top_confidence" numeric(5, 4),
	"urgency_level" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_analyses_urgency_check" CHECK ("ai_analyses"."urgency_level" in ('high', 'medium', 'low')),
	CONSTRAINT "ai_analyses_confidence_check" CHECK ("ai_analyses"."top_confidence" is null or ("ai_analyses"."top_confidence" >= 0 and "ai_analyses"."top_confidence" <= 1))
);
--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD CONSTRAINT "ai_analyses_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD CONSTRAINT "ai_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD CONSTRAINT "ai_analyses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_analyses_user_idx" ON "ai_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_analyses_hospital_idx" ON "ai_analyses" USING btree ("hospital_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_analyses_patient_idx" ON "ai_analyses" USING btree ("patient_id","created_at");