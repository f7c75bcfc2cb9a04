CREATE TABLE "bill_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"bill_id" text NOT NULL,
	"hospital_id" text NOT NULL,
	"price_list_item_id" text,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_items_quantity_check" CHECK ("bill_items"."quantity" between 1 and 1000),
	CONSTRAINT "bill_items_amount_check" CHECK ("bill_items"."unit_amount" >= 0 and "bill_items"."amount" = "bill_items"."unit_amount" * "bill_items"."quantity"),
	CONSTRAINT "bill_items_description_check" CHECK (length(btrim("bill_items"."description")) between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"bill_id" text NOT NULL,
	"hospital_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"received_by" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text,
	CONSTRAINT "bill_payments_method_check" CHECK ("bill_payments"."method" in ('cash', 'mobile_money', 'card', 'insurance')),
	CONSTRAINT "bill_payments_amount_check" CHECK ("bill_payments"."amount" > 0 and "bill_payments"."amount" <= 1000000000000),
	CONSTRAINT "bill_payments_void_check" CHECK (("bill_payments"."voided_at" is null) = ("bill_payments"."void_reason" is null) and ("bill_payments"."void_reason" is null or length(btrim("bill_payments"."void_reason")) between 5 and 500) and ("bill_payments"."voided_at" is not null or "bill_payments"."voided_by" is null))
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"hospital_id" text PRIMARY KEY NOT NULL,
	"currency" char(3),
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_currency_check" CHECK ("billing_settings"."currency" is null or "billing_settings"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"appointment_id" text,
	"department_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" char(3) NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"created_by" text,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_id_hospital_key" UNIQUE("id","hospital_id"),
	CONSTRAINT "bills_status_check" CHECK ("bills"."status" in ('open', 'partly_paid', 'paid', 'void')),
	CONSTRAINT "bills_currency_check" CHECK ("bills"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "bills_amounts_check" CHECK ("bills"."total_amount" >= 0 and "bills"."paid_amount" >= 0 and "bills"."paid_amount" <= "bills"."total_amount"),
	CONSTRAINT "bills_status_amounts_check" CHECK (case "bills"."status"
        when 'void' then "bills"."paid_amount" = 0
        when 'open' then "bills"."paid_amount" = 0
        when 'partly_paid' then "bills"."paid_amount" > 0 and "bills"."paid_amount" < "bills"."total_amount"
        when 'paid' then "bills"."paid_amount" > 0 and "bills"."paid_amount" = "bills"."total_amount"
        else false end),
	CONSTRAINT "bills_void_check" CHECK (("bills"."status" = 'void') = ("bills"."voided_at" is not null) and ("bills"."voided_at" is null) = ("bills"."void_reason" is null) and ("bills"."void_reason" is null or length(btrim("bills"."void_reason")) between 5 and 500))
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"department_id" text,
	"unit_amount" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_items_id_hospital_key" UNIQUE("id","hospital_id"),
	CONSTRAINT "price_list_items_kind_check" CHECK ("price_list_items"."kind" in ('consultation', 'service')),
	CONSTRAINT "price_list_items_department_check" CHECK (("price_list_items"."kind" = 'consultation') = ("price_list_items"."department_id" is not null)),
	CONSTRAINT "price_list_items_amount_check" CHECK ("price_list_items"."unit_amount" >= 0 and "price_list_items"."unit_amount" <= 1000000000000),
	CONSTRAINT "price_list_items_code_check" CHECK ("price_list_items"."code" ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$'),
	CONSTRAINT "price_list_items_name_check" CHECK (length(btrim("price_list_items"."name")) between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "incident_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"hospital_id" text NOT NULL,
	"reported_by" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"category" text NOT NULL,
	"harm_level" text NOT NULL,
	"description" text NOT NULL,
	"people_involved" text,
	"patient_id" text,
	"immediate_action" text,
	"status" text DEFAULT 'reported' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_reports_id_hospital_key" UNIQUE("id","hospital_id"),
	CONSTRAINT "incident_reports_category_check" CHECK ("incident_reports"."category" in ('medication', 'fall', 'infection', 'procedure', 'equipment', 'diagnosis', 'communication', 'other')),
	CONSTRAINT "incident_reports_harm_level_check" CHECK ("incident_reports"."harm_level" in ('near_miss', 'no_harm', 'harm', 'severe_harm', 'death')),
	CONSTRAINT "incident_reports_status_check" CHECK ("incident_reports"."status" in ('reported', 'under_review', 'action_taken', 'closed')),
	CONSTRAINT "incident_reports_closed_check" CHECK (("incident_reports"."status" = 'closed') = ("incident_reports"."closed_at" is not null)),
	CONSTRAINT "incident_reports_occurred_check" CHECK ("incident_reports"."occurred_at" <= "incident_reports"."created_at" + interval '5 minutes'),
	CONSTRAINT "incident_reports_place_check" CHECK (char_length(btrim("incident_reports"."place")) between 2 and 200),
	CONSTRAINT "incident_reports_description_check" CHECK (char_length(btrim("incident_reports"."description")) between 10 and 4000),
	CONSTRAINT "incident_reports_people_check" CHECK ("incident_reports"."people_involved" is null or char_length("incident_reports"."people_involved") <= 1000),
	CONSTRAINT "incident_reports_action_check" CHECK ("incident_reports"."immediate_action" is null or char_length("incident_reports"."immediate_action") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "incident_status_changes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"incident_id" text NOT NULL,
	"hospital_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_status_changes_step_check" CHECK (("incident_status_changes"."from_status" is null and "incident_status_changes"."to_status" = 'reported')
        or ("incident_status_changes"."from_status" = 'reported' and "incident_status_changes"."to_status" = 'under_review')
        or ("incident_status_changes"."from_status" = 'under_review' and "incident_status_changes"."to_status" = 'action_taken')
        or ("incident_status_changes"."from_status" = 'action_taken' and "incident_status_changes"."to_status" = 'closed')),
	CONSTRAINT "incident_status_changes_note_check" CHECK ("incident_status_changes"."note" is null or char_length("incident_status_changes"."note") <= 2000),
	CONSTRAINT "incident_status_changes_close_note_check" CHECK ("incident_status_changes"."to_status" <> 'closed' or char_length(btrim(coalesce("incident_status_changes"."note", ''))) > 0)
);
--> statement-breakpoint
CREATE TABLE "visit_ratings" (
	"appointment_id" text PRIMARY KEY NOT NULL,
	"hospital_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"department_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_ratings_rating_check" CHECK ("visit_ratings"."rating" between 1 and 5),
	CONSTRAINT "visit_ratings_comment_check" CHECK ("visit_ratings"."comment" is null or char_length("visit_ratings"."comment") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "consultation_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_id_hospital_key" UNIQUE("id","hospital_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rating_ref_key" UNIQUE("id","hospital_id","patient_id","doctor_id","department_id");--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_bill_fk" FOREIGN KEY ("bill_id","hospital_id") REFERENCES "public"."bills"("id","hospital_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_price_list_item_fk" FOREIGN KEY ("price_list_item_id","hospital_id") REFERENCES "public"."price_list_items"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_fk" FOREIGN KEY ("bill_id","hospital_id") REFERENCES "public"."bills"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_appointment_fk" FOREIGN KEY ("appointment_id","hospital_id") REFERENCES "public"."appointments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_department_fk" FOREIGN KEY ("department_id","hospital_id") REFERENCES "public"."departments"("id","hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_patient_fk" FOREIGN KEY ("patient_id","hospital_id") REFERENCES "public"."patient_hospitals"("patient_id","hospital_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_status_changes" ADD CONSTRAINT "incident_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_status_changes" ADD CONSTRAINT "incident_status_changes_incident_fk" FOREIGN KEY ("incident_id","hospital_id") REFERENCES "public"."incident_reports"("id","hospital_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_appointment_fk" FOREIGN KEY ("appointment_id","hospital_id","patient_id","doctor_id","department_id") REFERENCES "public"."appointments"("id","hospital_id","patient_id","doctor_id","department_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "bill_items_bill_idx" ON "bill_items" USING btree ("bill_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_items_price_list_item_idx" ON "bill_items" USING btree ("price_list_item_id");--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("bill_id","received_at");--> statement-breakpoint
CREATE INDEX "bill_payments_hospital_received_idx" ON "bill_payments" USING btree ("hospital_id","received_at") WHERE "bill_payments"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_appointment_key" ON "bills" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "bills_hospital_created_idx" ON "bills" USING btree ("hospital_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_hospital_status_idx" ON "bills" USING btree ("hospital_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_patient_idx" ON "bills" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_hospital_code_key" ON "price_list_items" USING btree ("hospital_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_consultation_key" ON "price_list_items" USING btree ("hospital_id","department_id") WHERE "price_list_items"."kind" = 'consultation' and "price_list_items"."is_active";--> statement-breakpoint
CREATE INDEX "price_list_items_hospital_idx" ON "price_list_items" USING btree ("hospital_id","kind","name");--> statement-breakpoint
CREATE INDEX "incident_reports_hospital_occurred_idx" ON "incident_reports" USING btree ("hospital_id","occurred_at");--> statement-breakpoint
CREATE INDEX "incident_reports_hospital_status_idx" ON "incident_reports" USING btree ("hospital_id","status","occurred_at");--> statement-breakpoint
CREATE INDEX "incident_reports_hospital_harm_idx" ON "incident_reports" USING btree ("hospital_id","harm_level","occurred_at");--> statement-breakpoint
CREATE INDEX "incident_reports_reporter_idx" ON "incident_reports" USING btree ("reported_by","occurred_at");--> statement-breakpoint
CREATE INDEX "incident_reports_patient_idx" ON "incident_reports" USING btree ("patient_id") WHERE "incident_reports"."patient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_status_changes_incident_status_key" ON "incident_status_changes" USING btree ("incident_id","to_status");--> statement-breakpoint
CREATE INDEX "visit_ratings_hospital_created_idx" ON "visit_ratings" USING btree ("hospital_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consultation_started_check" CHECK ("appointments"."consultation_started_at" is null or "appointments"."status" in ('accepted', 'completed', 'cancelled', 'no_show'));