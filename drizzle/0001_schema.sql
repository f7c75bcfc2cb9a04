CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"hospital_id" text,
	"department_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('hospital_admin', 'doctor', 'patient', 'system_admin', 'user')),
	CONSTRAINT "users_department_hospital_check" CHECK ("users"."department_id" is null or "users"."hospital_id" is not null),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_staff_hospital_check" CHECK ("users"."role" not in ('hospital_admin', 'doctor') or "users"."hospital_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"hospital_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"head_doctor_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_id_hospital_key" UNIQUE("id","hospital_id"),
	CONSTRAINT "departments_name_check" CHECK (length(trim("departments"."name")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"license_number" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"services_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"subscription_status" text DEFAULT 'trial' NOT NULL,
	"trial_expires_at" timestamp with time zone,
	"paid_until" timestamp with time zone,
	"payment_due_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"registration_documents" jsonb,
	"admin_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitals_subscription_status_check" CHECK ("hospitals"."subscription_status" in ('trial', 'basic', 'premium', 'enterprise', 'expired')),
	CONSTRAINT "hospitals_id_format_check" CHECK ("hospitals"."id" ~ '^HOSP-[0-9]{3,}$'),
	CONSTRAINT "hospitals_trial_end_check" CHECK ("hospitals"."subscription_status" <> 'trial' or "hospitals"."trial_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"hospital_id" text NOT NULL,
	"department_id" text,
	"specialization" text NOT NULL,
	"license_number" text NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"qualification" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_id_hospital_key" UNIQUE("id","hospital_id"),
	CONSTRAINT "doctors_experience_check" CHECK ("doctors"."experience" >= 0 and "doctors"."experience" <= 80)
);
--> statement-breakpoint
CREATE TABLE "health_workers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"health_worker_id" text NOT NULL,
	"user_id" text,
	"hospital_id" text,
	"department_id" text,
	"worker_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"specialization" text,
	"qualifications" text,
	"license_number" text,
	"employment_type" text,
	"shift" text,
	"emergency_contact" text,
	"emergency_relationship" text,
	"employment_status" text DEFAULT 'unemployed' NOT NULL,
	"is_public_profile" boolean DEFAULT true NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"date_of_birth" date,
	"nationality" text,
	"address" text,
	"profile_picture" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_workers_role_check" CHECK ("health_workers"."role" in ('nurse', 'technician', 'radiologist', 'pharmacist', 'therapist', 'lab-technician', 'administrative', 'maintenance', 'security', 'other', 'physical-therapist', 'nutritionist', 'social-worker', 'emergency-medical-technician', 'clinical-officer', 'physiotherapist', 'radiographer', 'midwife', 'public-health-officer', 'community-health-worker', 'medical-assistant', 'anesthesia-technician', 'dental-technician', 'optometrist')),
	CONSTRAINT "health_workers_employment_type_check" CHECK ("health_workers"."employment_type" is null or "health_workers"."employment_type" in ('full-time', 'part-time', 'contract', 'temporary', 'volunteer', 'internship')),
	CONSTRAINT "health_workers_shift_check" CHECK ("health_workers"."shift" is null or "health_workers"."shift" in ('morning', 'afternoon', 'night', 'rotating', 'on-call')),
	CONSTRAINT "health_workers_employment_status_check" CHECK ("health_workers"."employment_status" in ('employed', 'unemployed')),
	CONSTRAINT "health_workers_department_hospital_check" CHECK ("health_workers"."department_id" is null or "health_workers"."hospital_id" is not null),
	CONSTRAINT "health_workers_employed_hospital_check" CHECK (("health_workers"."employment_status" = 'employed') = ("health_workers"."hospital_id" is not null)),
	CONSTRAINT "health_workers_experience_check" CHECK ("health_workers"."experience_years" >= 0 and "health_workers"."experience_years" <= 80),
	CONSTRAINT "health_workers_email_lower_check" CHECK ("health_workers"."email" = lower("health_workers"."email")),
	CONSTRAINT "health_workers_worker_number_format_check" CHECK ("health_workers"."worker_number" ~ '^WN-[0-9]{6,}$')
);
--> statement-breakpoint
CREATE TABLE "medical_records" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"patient_id" text NOT NULL,
	"hospital_id" text,
	"doctor_id" text,
	"diagnosis_id" text,
	"record_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"attachments" jsonb,
	"record_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_records_doctor_hospital_check" CHECK ("medical_records"."doctor_id" is null or "medical_records"."hospital_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "patient_hospitals" (
	"patient_id" text NOT NULL,
	"hospital_id" text NOT NULL,
	"source" text DEFAULT 'registered' NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_hospitals_patient_id_hospital_id_pk" PRIMARY KEY("patient_id","hospital_id"),
	CONSTRAINT "patient_hospitals_source_check" CHECK ("patient_hospitals"."source" in ('registered', 'booked'))
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"national_id_enc" text,
	"national_id_hash" text,
	"passport_number_enc" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"postal_code" text,
	"country_of_origin" text NOT NULL,
	"nationality" text,
	"emergency_contact" text NOT NULL,
	"emergency_phone" text NOT NULL,
	"emergency_relationship" text,
	"blood_type" text,
	"allergies" text,
	"medical_history" text,
	"current_medications" text,
	"chronic_conditions" text,
	"insurance_info_enc" text,
	"biometric_data_enc" text,
	"height" numeric(5, 1),
	"weight" numeric(5, 1),
	"marital_status" text,
	"occupation" text,
	"language_preference" text,
	"religious_affiliation" text,
	"next_of_kin" text,
	"next_of_kin_phone" text,
	"consent_to_treatment" boolean DEFAULT false NOT NULL,
	"data_privacy_consent" boolean DEFAULT false NOT NULL,
	"biometric_consent" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"registration_source" text DEFAULT 'self' NOT NULL,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_gender_check" CHECK ("patients"."gender" in ('male', 'female', 'other', 'prefer_not_to_say')),
	CONSTRAINT "patients_blood_type_check" CHECK ("patients"."blood_type" is null or "patients"."blood_type" in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
	CONSTRAINT "patients_marital_status_check" CHECK ("patients"."marital_status" is null or "patients"."marital_status" in ('single', 'married', 'divorced', 'widowed', 'separated')),
	CONSTRAINT "patients_emergency_relationship_check" CHECK ("patients"."emergency_relationship" is null or "patients"."emergency_relationship" in ('spouse', 'parent', 'child', 'sibling', 'friend', 'other')),
	CONSTRAINT "patients_registration_source_check" CHECK ("patients"."registration_source" in ('self', 'hospital')),
	CONSTRAINT "patients_verification_status_check" CHECK ("patients"."verification_status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "patients_height_check" CHECK ("patients"."height" is null or ("patients"."height" > 0 and "patients"."height" < 300)),
	CONSTRAINT "patients_weight_check" CHECK ("patients"."weight" is null or ("patients"."weight" > 0 and "patients"."weight" < 700)),
	CONSTRAINT "patients_id_format_check" CHECK ("patients"."id" ~ '^[A-Z]{2}-PAT-[0-9]{4}-[0-9]{3,}$')
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"department_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"appointment_date" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT 30 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"notes" text,
	"doctor_response" text,
	"response_date" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'accepted', 'rejected', 'completed', 'cancelled')),
	CONSTRAINT "appointments_duration_check" CHECK ("appointments"."duration" between 5 and 480)
);
--> statement-breakpoint
CREATE TABLE "diagnoses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"appointment_id" text,
	"patient_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"hospital_id" text NOT NULL,
	"symptoms" text NOT NULL,
	"diagnosis" text NOT NULL,
	"prescription" text,
	"treatment_plan" text,
	"ai_analysis" jsonb,
	"ai_suggestions" jsonb,
	"ai_confidence" numeric(5, 2),
	"doctor_confirmed" boolean DEFAULT false NOT NULL,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"final_diagnosis" text,
	"prescription_sent_to" text,
	"follow_up_date" date,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnoses_prescription_sent_to_check" CHECK ("diagnoses"."prescription_sent_to" is null or "diagnoses"."prescription_sent_to" in ('pharmacy', 'external-pharmacy', 'patient', 'lab')),
	CONSTRAINT "diagnoses_ai_confidence_check" CHECK ("diagnoses"."ai_confidence" is null or ("diagnoses"."ai_confidence" >= 0 and "diagnoses"."ai_confidence" <= 100))
);
--> statement-breakpoint
CREATE TABLE "employment_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"health_worker_id" text NOT NULL,
	"department_id" text,
	"department_name" text,
	"request_type" text DEFAULT 'full-time' NOT NULL,
	"position" text NOT NULL,
	"employment_type" text NOT NULL,
	"shift" text,
	"proposed_salary" text,
	"start_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"response_message" text,
	"requested_by" text,
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_requests_status_check" CHECK ("employment_requests"."status" in ('pending', 'accepted', 'rejected', 'withdrawn', 'expired')),
	CONSTRAINT "employment_requests_type_check" CHECK ("employment_requests"."request_type" in ('full-time', 'part-time', 'contract', 'temporary', 'volunteer', 'internship')),
	CONSTRAINT "employment_requests_employment_type_check" CHECK ("employment_requests"."employment_type" in ('full-time', 'part-time', 'contract', 'temporary', 'volunteer', 'internship')),
	CONSTRAINT "employment_requests_shift_check" CHECK ("employment_requests"."shift" is null or "employment_requests"."shift" in ('morning', 'afternoon', 'night', 'rotating', 'on-call'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text,
	"patient_id" text,
	"health_worker_id" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"related_id" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_one_recipient_check" CHECK (num_nonnulls("notifications"."user_id", "notifications"."patient_id", "notifications"."health_worker_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"department_id" text,
	"title" text NOT NULL,
	"description" text,
	"task_type" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_to_health_worker_id" text,
	"assigned_by_doctor_id" text,
	"patient_id" text,
	"diagnosis_id" text,
	"due_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"hospital_id" text,
	"ip" text,
	"outcome" text DEFAULT 'success' NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_logs_actor_type_check" CHECK ("audit_logs"."actor_type" in ('staff', 'health_worker', 'patient', 'anonymous', 'system')),
	CONSTRAINT "audit_logs_outcome_check" CHECK ("audit_logs"."outcome" in ('success', 'failure', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'failed', 'logged'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"plan" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_plan_check" CHECK ("payments"."plan" in ('basic', 'premium', 'enterprise')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_period_check" CHECK ("payments"."period_end" > "payments"."period_start")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"two_factor_required" boolean DEFAULT false NOT NULL,
	"session_timeout_hours" integer DEFAULT 24 NOT NULL,
	"auto_backup" boolean DEFAULT false NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"max_users_per_hospital" integer DEFAULT 100 NOT NULL,
	"default_plan" text DEFAULT 'trial' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row_check" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_session_timeout_check" CHECK ("settings"."session_timeout_hours" in (1, 8, 24, 168)),
	CONSTRAINT "settings_max_users_check" CHECK ("settings"."max_users_per_hospital" > 0),
	CONSTRAINT "settings_default_plan_check" CHECK ("settings"."default_plan" in ('trial', 'basic', 'premium', 'enterprise', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_doctor_fk" FOREIGN KEY ("head_doctor_id","hospital_id") REFERENCES "public"."doctors"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_workers" ADD CONSTRAINT "health_workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_workers" ADD CONSTRAINT "health_workers_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_workers" ADD CONSTRAINT "health_workers_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_doctor_fk" FOREIGN KEY ("doctor_id","hospital_id") REFERENCES "public"."doctors"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD CONSTRAINT "patient_hospitals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD CONSTRAINT "patient_hospitals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_fk" FOREIGN KEY ("doctor_id","hospital_id") REFERENCES "public"."doctors"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_doctor_fk" FOREIGN KEY ("doctor_id","hospital_id") REFERENCES "public"."doctors"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_health_worker_id_health_workers_id_fk" FOREIGN KEY ("health_worker_id") REFERENCES "public"."health_workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_health_worker_id_health_workers_id_fk" FOREIGN KEY ("health_worker_id") REFERENCES "public"."health_workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_health_worker_id_health_workers_id_fk" FOREIGN KEY ("assigned_to_health_worker_id") REFERENCES "public"."health_workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_doctor_fk" FOREIGN KEY ("assigned_by_doctor_id","hospital_id") REFERENCES "public"."doctors"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_hospital_role_idx" ON "users" USING btree ("hospital_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_hospital_name_key" ON "departments" USING btree ("hospital_id",lower("name"));--> statement-breakpoint
CREATE INDEX "departments_hospital_idx" ON "departments" USING btree ("hospital_id","is_active");--> statement-breakpoint
CREATE INDEX "hospitals_name_trgm_idx" ON "hospitals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hospitals_active_name_idx" ON "hospitals" USING btree ("is_active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_user_key" ON "doctors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctors_hospital_department_idx" ON "doctors" USING btree ("hospital_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_workers_health_worker_id_key" ON "health_workers" USING btree ("health_worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_workers_worker_number_key" ON "health_workers" USING btree ("worker_number");--> statement-breakpoint
CREATE UNIQUE INDEX "health_workers_email_key" ON "health_workers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "health_workers_hospital_idx" ON "health_workers" USING btree ("hospital_id","department_id");--> statement-breakpoint
CREATE INDEX "health_workers_directory_name_trgm_idx" ON "health_workers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medical_records_patient_date_idx" ON "medical_records" USING btree ("patient_id","record_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medical_records_hospital_idx" ON "medical_records" USING btree ("hospital_id","record_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patient_hospitals_hospital_idx" ON "patient_hospitals" USING btree ("hospital_id","linked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_national_id_hash_key" ON "patients" USING btree ("national_id_hash");--> statement-breakpoint
CREATE INDEX "patients_name_trgm_idx" ON "patients" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_id_trgm_idx" ON "patients" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_hospital_date_idx" ON "appointments" USING btree ("hospital_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_doctor_date_idx" ON "appointments" USING btree ("doctor_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_patient_date_idx" ON "appointments" USING btree ("patient_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_department_date_idx" ON "appointments" USING btree ("department_id","appointment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnoses_appointment_key" ON "diagnoses" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "diagnoses_hospital_idx" ON "diagnoses" USING btree ("hospital_id","created_at");--> statement-breakpoint
CREATE INDEX "diagnoses_doctor_idx" ON "diagnoses" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "diagnoses_patient_idx" ON "diagnoses" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "employment_requests_hospital_idx" ON "employment_requests" USING btree ("hospital_id","created_at");--> statement-breakpoint
CREATE INDEX "employment_requests_worker_idx" ON "employment_requests" USING btree ("health_worker_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_requests_one_pending_key" ON "employment_requests" USING btree ("hospital_id","health_worker_id") WHERE "employment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_patient_idx" ON "notifications" USING btree ("patient_id","is_read","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_worker_idx" ON "notifications" USING btree ("health_worker_id","is_read","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_hospital_status_idx" ON "tasks" USING btree ("hospital_id","status");--> statement-breakpoint
CREATE INDEX "tasks_department_status_idx" ON "tasks" USING btree ("department_id","status");--> statement-breakpoint
CREATE INDEX "tasks_worker_status_idx" ON "tasks" USING btree ("assigned_to_health_worker_id","status");--> statement-breakpoint
CREATE INDEX "audit_logs_hospital_created_idx" ON "audit_logs" USING btree ("hospital_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_actor_created_idx" ON "audit_logs" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_idx" ON "audit_logs" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_hospital_created_idx" ON "payments" USING btree ("hospital_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");