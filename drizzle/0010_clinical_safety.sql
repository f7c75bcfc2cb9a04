CREATE TABLE "patient_aliases" (
	"alias_id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"hospital_id" text,
	"merged_by" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_aliases_not_self_check" CHECK ("patient_aliases"."alias_id" <> "patient_aliases"."patient_id"),
	CONSTRAINT "patient_aliases_id_format_check" CHECK ("patient_aliases"."alias_id" ~ '^[A-Z]{2}-PAT-[0-9]{4}-[0-9]{3,}$')
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "temperature_c" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "pulse" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "systolic" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "diastolic" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "respiratory_rate" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "spo2" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "weight_kg" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "examination" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (case when phone ~ '^[[:space:]]*[+]' then regexp_replace(phone, '[^0-9]', '', 'g') when regexp_replace(phone, '[^0-9]', '', 'g') ~ '^00' then substr(regexp_replace(phone, '[^0-9]', '', 'g'), 3) when regexp_replace(phone, '[^0-9]', '', 'g') ~ '^0' then case country_of_origin when 'Uganda' then '256' when 'Kenya' then '254' when 'Tanzania' then '255' when 'Rwanda' then '250' when 'Burundi' then '257' when 'South Sudan' then '211' when 'Democratic Republic of Congo' then '243' when 'United States' then '1' when 'United Kingdom' then '44' when 'Canada' then '1' when 'Australia' then '61' when 'South Africa' then '27' when 'Nigeria' then '234' when 'Ghana' then '233' when 'Ethiopia' then '251' when 'Somalia' then '252' else '' end || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 2) else regexp_replace(phone, '[^0-9]', '', 'g') end) STORED;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD COLUMN "allergy_override_reason" text;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD COLUMN "allergy_override_matches" jsonb;--> statement-breakpoint
ALTER TABLE "patient_aliases" ADD CONSTRAINT "patient_aliases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_aliases" ADD CONSTRAINT "patient_aliases_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_aliases" ADD CONSTRAINT "patient_aliases_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_aliases_patient_idx" ON "patient_aliases" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patients_phone_digits_trgm_idx" ON "patients" USING gin ("phone_digits" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "patients_date_of_birth_idx" ON "patients" USING btree ("date_of_birth");--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_temperature_check" CHECK ("medical_records"."temperature_c" is null or "medical_records"."temperature_c" between 25 and 45);--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_pulse_check" CHECK ("medical_records"."pulse" is null or "medical_records"."pulse" between 20 and 250);--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_systolic_check" CHECK ("medical_records"."systolic" is null or "medical_records"."systolic" between 50 and 300);--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_diastolic_check" CHECK ("medical_records"."diastolic" is null or "medical_records"."diastolic" between 20 and 200);--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_blood_pressure_check" CHECK (("medical_records"."systolic" is null) = ("medical_records"."diastolic" is null) and ("medical_records"."systolic" is null or "medical_records"."systolic" > "medical_records"."diastolic"));--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_respiratory_rate_check" CHECK ("medical_records"."respiratory_rate" is null or "medical_records"."respiratory_rate" between 4 and 80);--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_spo2_check" CHECK ("medical_records"."spo2" is null or "medical_records"."spo2" between 50 and 100);--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_weight_check" CHECK ("medical_records"."weight_kg" is null or ("medical_records"."weight_kg" > 0 and "medical_records"."weight_kg" < 700));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'accepted', 'rejected', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_allergy_override_check" CHECK (("diagnoses"."allergy_override_reason" is null) = ("diagnoses"."allergy_override_matches" is null) and ("diagnoses"."allergy_override_reason" is null or length(btrim("diagnoses"."allergy_override_reason")) >= 5));