import type { StaffActor } from "@/lib/auth/actor-types";
import { ServiceError } from "@/lib/errors";
import { listDoctorDiagnoses } from "@/lib/services/diagnoses";
import { listTasks } from "@/lib/services/tasks";
import {
  getDoctorCounts,
  listAwaitingOutcome,
  listPendingAppointments,
  listUpcomingAppointments,
  requireDoctor,
} from "@/lib/services/doctor-portal";

import type { DoctorPortalData } from "./doctor-portal";

/**
 * Everything /doctors shows, read as the signed-in doctor (the services scope it to their own
 * record and hospital), or null when the account has no doctor profile (404 from the service).
 */
export async function loadDoctorPortal(actor: StaffActor, now = new Date()): Promise<DoctorPortalData | null> {
  let doctor;
  try {
    doctor = await requireDoctor(actor);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
  const [counts, pending, upcoming, awaiting, diagnoses, tasks] = await Promise.all([
    getDoctorCounts(actor, now),
    listPendingAppointments(actor),
    listUpcomingAppointments(actor, now),
    listAwaitingOutcome(actor, now),
    listDoctorDiagnoses(actor),
    listTasks(actor, { limit: 20 }),
  ]);
  const profile = {
    id: doctor.id,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    specialization: doctor.specialization,
    departmentId: doctor.departmentId,
    departmentName: doctor.departmentName,
    hospitalId: doctor.hospitalId,
  };
  return { profile, counts, pending, upcoming, awaiting, diagnoses, tasks, timeZone: doctor.timezone, now: now.toISOString() };
}
