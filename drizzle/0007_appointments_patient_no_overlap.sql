-- One patient can never hold two overlapping active (scheduled or accepted) appointments,
-- in any hospital: the same rule as the doctor's (0002), keyed by patient.
ALTER TABLE "appointments"
  ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, appointment_slot("appointment_date", "duration") WITH &&)
  WHERE ("status" IN ('scheduled', 'accepted'));
