CREATE TABLE "activity_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"hospital_id" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_metric_day_hospital_id_pk" PRIMARY KEY("metric","day","hospital_id"),
	CONSTRAINT "activity_daily_metric_check" CHECK ("activity_daily"."metric" in ('appointments', 'patients', 'patient_links'))
);
--> statement-breakpoint
CREATE INDEX "hospitals_created_at_idx" ON "hospitals" USING btree ("created_at");--> statement-breakpoint
-- Each trigger adds its statement's rows to the counts in one INSERT … ON CONFLICT, in key order
-- (two statements that touch the same counters lock them in the same order); an UPDATE that does
-- not move a row to another day or hospital cancels out and touches nothing.
CREATE OR REPLACE FUNCTION activity_daily_appointments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'appointments', hospital_id, sum(d) FROM (SELECT (appointment_date AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, 1 AS d FROM new_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'appointments', hospital_id, sum(d) FROM (SELECT (appointment_date AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, -1 AS d FROM old_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  ELSE
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'appointments', hospital_id, sum(d) FROM (SELECT (appointment_date AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, -1 AS d FROM old_rows UNION ALL SELECT (appointment_date AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, 1 AS d FROM new_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_daily_patients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'patients', hospital_id, sum(d) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, '' AS hospital_id, 1 AS d FROM new_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'patients', hospital_id, sum(d) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, '' AS hospital_id, -1 AS d FROM old_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  ELSE
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'patients', hospital_id, sum(d) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, '' AS hospital_id, -1 AS d FROM old_rows UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date AS day, '' AS hospital_id, 1 AS d FROM new_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_daily_patient_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'patient_links', hospital_id, sum(d) FROM (SELECT (linked_at AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, 1 AS d FROM new_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'patient_links', hospital_id, sum(d) FROM (SELECT (linked_at AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, -1 AS d FROM old_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  ELSE
    INSERT INTO activity_daily (day, metric, hospital_id, n)
      SELECT day, 'patient_links', hospital_id, sum(d) FROM (SELECT (linked_at AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, -1 AS d FROM old_rows UNION ALL SELECT (linked_at AT TIME ZONE 'UTC')::date AS day, hospital_id AS hospital_id, 1 AS d FROM new_rows) x GROUP BY day, hospital_id HAVING sum(d) <> 0 ORDER BY day, hospital_id
      ON CONFLICT (metric, day, hospital_id) DO UPDATE SET n = activity_daily.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_activity_insert AFTER INSERT ON appointments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_appointments();
--> statement-breakpoint
CREATE TRIGGER appointments_activity_update AFTER UPDATE ON appointments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_appointments();
--> statement-breakpoint
CREATE TRIGGER appointments_activity_delete AFTER DELETE ON appointments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_appointments();
--> statement-breakpoint
CREATE TRIGGER patients_activity_insert AFTER INSERT ON patients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_patients();
--> statement-breakpoint
CREATE TRIGGER patients_activity_update AFTER UPDATE ON patients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_patients();
--> statement-breakpoint
CREATE TRIGGER patients_activity_delete AFTER DELETE ON patients REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_patients();
--> statement-breakpoint
CREATE TRIGGER patient_hospitals_activity_insert AFTER INSERT ON patient_hospitals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_patient_links();
--> statement-breakpoint
CREATE TRIGGER patient_hospitals_activity_update AFTER UPDATE ON patient_hospitals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_patient_links();
--> statement-breakpoint
CREATE TRIGGER patient_hospitals_activity_delete AFTER DELETE ON patient_hospitals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_daily_patient_links();
--> statement-breakpoint
-- The counts recomputed from the rows themselves (the backfill; the tests compare it with what the
-- triggers kept).
CREATE OR REPLACE FUNCTION activity_daily_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM activity_daily;
  INSERT INTO activity_daily (day, metric, hospital_id, n)
    SELECT (appointment_date AT TIME ZONE 'UTC')::date, 'appointments', hospital_id, count(*) FROM appointments GROUP BY 1, 3;
  INSERT INTO activity_daily (day, metric, hospital_id, n)
    SELECT (created_at AT TIME ZONE 'UTC')::date, 'patients', '', count(*) FROM patients GROUP BY 1;
  INSERT INTO activity_daily (day, metric, hospital_id, n)
    SELECT (linked_at AT TIME ZONE 'UTC')::date, 'patient_links', hospital_id, count(*) FROM patient_hospitals GROUP BY 1, 3;
$$;
--> statement-breakpoint
SELECT activity_daily_rebuild();
