"use client";

import { RefreshCwIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { Control } from "react-hook-form";

import { errorMessage } from "@/components/patients/patient-api";
import { SelectField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import type { ScheduleAppointmentFormValues } from "@/lib/validation/appointment-form";

import { listDepartmentDoctorsRequest, type DoctorOption } from "./appointment-api";
import { doctorLabel } from "./schedule-values";

type Loaded = { key: string; doctors: DoctorOption[]; error: string | null };

/** The department's active doctors (GET /api/doctors?departmentId=), asked again when it changes. */
function useDepartmentDoctors(departmentId: string, hospitalId?: string) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  const key = departmentId ? [departmentId, hospitalId ?? "", version].join("|") : null;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    listDepartmentDoctorsRequest(departmentId, hospitalId, controller.signal)
      .then((doctors) => setLoaded({ key, doctors, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, doctors: [], error: errorMessage(error, "Failed to load doctors") });
      });
    return () => controller.abort();
  }, [key, departmentId, hospitalId]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  const current = key && loaded?.key === key ? loaded : null;
  return { loading: !!key && !current, doctors: current?.doctors ?? [], error: current?.error ?? null, retry };
}

type DoctorFieldsProps = {
  control: Control<ScheduleAppointmentFormValues>;
  departments: { id: string; name: string }[];
  departmentId: string;
  hospitalId?: string;
};

/** Department, then the doctor of that department: 'Dr. {first} {last} - {specialization}'. */
export function ScheduleDoctorFields({ control, departments, departmentId, hospitalId }: DoctorFieldsProps) {
  const { loading, doctors, error, retry } = useDepartmentDoctors(departmentId, hospitalId);
  const placeholder = !departmentId
    ? "Select a department first"
    : loading
      ? "Loading doctors..."
      : doctors.length === 0
        ? "No doctors in this department"
        : "Select a doctor";

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        control={control}
        name="departmentId"
        label="Department"
        placeholder="Select a department"
        options={departments.map((d) => ({ value: d.id, label: d.name }))}
      />
      <div className="grid content-start gap-2">
        <SelectField
          control={control}
          name="doctorId"
          label="Doctor"
          placeholder={placeholder}
          options={doctors.map((d) => ({ value: d.id, label: doctorLabel(d) }))}
        />
        {error ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
            {error}
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              <RefreshCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
