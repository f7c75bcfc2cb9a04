-- One doctor can never hold two overlapping active (scheduled or accepted) appointments.
-- Adding minutes to a timestamptz does not depend on the session time zone, so the range
-- function is truly immutable, as an exclusion constraint requires.
CREATE OR REPLACE FUNCTION appointment_slot(starts_at timestamptz, minutes integer)
  RETURNS tstzrange
  LANGUAGE sql
  IMMUTABLE
  PARALLEL SAFE
  AS $$ SELECT tstzrange(starts_at, starts_at + make_interval(mins => minutes), '[)') $$;
--> statement-breakpoint
ALTER TABLE "appointments"
  ADD CONSTRAINT "appointments_doctor_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, appointment_slot("appointment_date", "duration") WITH &&)
  WHERE ("status" IN ('scheduled', 'accepted'));
