CREATE TABLE "doctor_slot_days" (
	"doctor_id" text NOT NULL,
	"day" date NOT NULL,
	"busy" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_slot_days_doctor_id_day_pk" PRIMARY KEY("doctor_id","day"),
	CONSTRAINT "doctor_slot_days_busy_check" CHECK ("doctor_slot_days"."busy" between 0 and 262143)
);
--> statement-breakpoint
ALTER TABLE "doctor_slot_days" ADD CONSTRAINT "doctor_slot_days_doctor_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Recomputes the masks of the given (doctor, local day) pairs from the doctors' active
-- appointments. The rows are created if missing and locked in key order first; the recomputation
-- is a later statement, so under READ COMMITTED it sees every transaction that held one of those
-- rows before: two bookings of one doctor's day, committed in either order, both end in the mask.
-- The grid: slot j starts at 09:00 + 30 j minutes local time (j = 0 … 17) and lasts 30 minutes
-- (lib/constants/appointments.ts SLOT_TIMES, DEFAULT_APPOINTMENT_DURATION); an appointment lasts at
-- most 480 minutes (appointments_duration_check).
CREATE OR REPLACE FUNCTION doctor_slot_days_refresh(p_doctors text[], p_days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_doctors IS NULL OR cardinality(p_doctors) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO doctor_slot_days (doctor_id, day)
    SELECT DISTINCT x.doctor_id, x.day FROM unnest(p_doctors, p_days) AS x(doctor_id, day)
    WHERE EXISTS (SELECT 1 FROM doctors d WHERE d.id = x.doctor_id)
    ORDER BY 1, 2
    ON CONFLICT (doctor_id, day) DO NOTHING;
  PERFORM 1 FROM doctor_slot_days s
    WHERE (s.doctor_id, s.day) IN (SELECT x.doctor_id, x.day FROM unnest(p_doctors, p_days) AS x(doctor_id, day))
    ORDER BY s.doctor_id, s.day
    FOR UPDATE;
  -- One statement for any number of days: a single day reads its doctor's rows of that day by
  -- appointments_doctor_active_idx; a bulk rebuild may read the appointments once instead.
  WITH pairs AS (
    SELECT DISTINCT x.doctor_id, x.day FROM unnest(p_doctors, p_days) AS x(doctor_id, day)
  ), masks AS (
    SELECT p.doctor_id, p.day, bit_or(1 << j.j) AS busy
    FROM pairs p
    JOIN doctors doc ON doc.id = p.doctor_id
    JOIN hospitals h ON h.id = doc.hospital_id
    JOIN appointments a ON a.doctor_id = p.doctor_id AND a.status IN ('scheduled', 'accepted')
      AND a.appointment_date >= (p.day::timestamp AT TIME ZONE h.timezone) - interval '480 minutes'
      AND a.appointment_date < ((p.day + 1)::timestamp AT TIME ZONE h.timezone)
    CROSS JOIN generate_series(0, 17) AS j(j)
    CROSS JOIN LATERAL (SELECT (p.day + make_interval(mins => 540 + 30 * j.j)) AT TIME ZONE h.timezone AS starts_at) g
    WHERE a.appointment_date < g.starts_at + interval '30 minutes'
      AND a.appointment_date + make_interval(mins => a.duration) > g.starts_at
    GROUP BY p.doctor_id, p.day
  )
  UPDATE doctor_slot_days s SET busy = coalesce(m.busy, 0)
  FROM pairs p LEFT JOIN masks m ON m.doctor_id = p.doctor_id AND m.day = p.day
  WHERE s.doctor_id = p.doctor_id AND s.day = p.day;
END $$;
--> statement-breakpoint
-- The days a statement on appointments touches: the local dates of the start and of the end of
-- each active row before and after it (an update that changes none of doctor, hospital, start,
-- duration and being active touches nothing).
CREATE OR REPLACE FUNCTION doctor_slot_days_appointments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ds text[];
  dys date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(p.doctor_id ORDER BY p.doctor_id, p.day), array_agg(p.day ORDER BY p.doctor_id, p.day) INTO ds, dys
    FROM (SELECT DISTINCT r.doctor_id, x.day
      FROM new_rows r JOIN hospitals h ON h.id = r.hospital_id
      CROSS JOIN LATERAL (VALUES ((r.appointment_date AT TIME ZONE h.timezone)::date),
        (((r.appointment_date + make_interval(mins => r.duration)) AT TIME ZONE h.timezone)::date)) AS x(day)
      WHERE r.status IN ('scheduled', 'accepted')) p;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(p.doctor_id ORDER BY p.doctor_id, p.day), array_agg(p.day ORDER BY p.doctor_id, p.day) INTO ds, dys
    FROM (SELECT DISTINCT r.doctor_id, x.day
      FROM old_rows r JOIN hospitals h ON h.id = r.hospital_id
      CROSS JOIN LATERAL (VALUES ((r.appointment_date AT TIME ZONE h.timezone)::date),
        (((r.appointment_date + make_interval(mins => r.duration)) AT TIME ZONE h.timezone)::date)) AS x(day)
      WHERE r.status IN ('scheduled', 'accepted')) p;
  ELSE
    SELECT array_agg(p.doctor_id ORDER BY p.doctor_id, p.day), array_agg(p.day ORDER BY p.doctor_id, p.day) INTO ds, dys
    FROM (SELECT DISTINCT r.doctor_id, x.day
      FROM (
        SELECT o.doctor_id, o.hospital_id, o.appointment_date, o.duration, o.status
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.doctor_id, o.hospital_id, o.appointment_date, o.duration, o.status IN ('scheduled', 'accepted'))
          IS DISTINCT FROM (n.doctor_id, n.hospital_id, n.appointment_date, n.duration, n.status IN ('scheduled', 'accepted'))
        UNION ALL
        SELECT n.doctor_id, n.hospital_id, n.appointment_date, n.duration, n.status
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.doctor_id, o.hospital_id, o.appointment_date, o.duration, o.status IN ('scheduled', 'accepted'))
          IS DISTINCT FROM (n.doctor_id, n.hospital_id, n.appointment_date, n.duration, n.status IN ('scheduled', 'accepted'))
      ) r
      JOIN hospitals h ON h.id = r.hospital_id
      CROSS JOIN LATERAL (VALUES ((r.appointment_date AT TIME ZONE h.timezone)::date),
        (((r.appointment_date + make_interval(mins => r.duration)) AT TIME ZONE h.timezone)::date)) AS x(day)
      WHERE r.status IN ('scheduled', 'accepted')) p;
  END IF;
  PERFORM doctor_slot_days_refresh(ds, dys);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_slot_days_appointments_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_slot_days_appointments();
--> statement-breakpoint
CREATE TRIGGER doctor_slot_days_appointments_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_slot_days_appointments();
--> statement-breakpoint
CREATE TRIGGER doctor_slot_days_appointments_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_slot_days_appointments();
--> statement-breakpoint
-- Every mask of the hospitals given (all when NULL) from today on, recomputed: the days of their
-- active appointments from two days ago and the rows already there (a day emptied by a change of
-- time zone goes back to 0). Run by the time-zone trigger, the backfill below and bulk loads.
CREATE OR REPLACE FUNCTION doctor_slot_days_rebuild(p_hospital text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ds text[];
  dys date[];
BEGIN
  SELECT array_agg(p.doctor_id ORDER BY p.doctor_id, p.day), array_agg(p.day ORDER BY p.doctor_id, p.day) INTO ds, dys
  FROM (
    SELECT a.doctor_id, x.day
    FROM appointments a JOIN hospitals h ON h.id = a.hospital_id
    CROSS JOIN LATERAL (VALUES ((a.appointment_date AT TIME ZONE h.timezone)::date),
      (((a.appointment_date + make_interval(mins => a.duration)) AT TIME ZONE h.timezone)::date)) AS x(day)
    WHERE a.status IN ('scheduled', 'accepted') AND a.appointment_date > now() - interval '2 days'
      AND (p_hospital IS NULL OR a.hospital_id = p_hospital)
    UNION
    SELECT s.doctor_id, s.day
    FROM doctor_slot_days s JOIN doctors d ON d.id = s.doctor_id
    WHERE s.day >= current_date - 2 AND (p_hospital IS NULL OR d.hospital_id = p_hospital)
  ) p;
  PERFORM doctor_slot_days_refresh(ds, dys);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_slot_days_hospital_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM doctor_slot_days_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_slot_days_hospital_zone AFTER UPDATE OF timezone ON hospitals
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION doctor_slot_days_hospital_zone();
--> statement-breakpoint
SELECT doctor_slot_days_rebuild();
