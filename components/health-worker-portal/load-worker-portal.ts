import type { HealthWorkerActor } from "@/lib/auth/actor-types";
import { ServiceError } from "@/lib/errors";
import type { NotificationView } from "@/lib/services/appointment-types";
import { listTodayAppointments, requireWorker, type WorkerAppointment, type WorkerSelf } from "@/lib/services/health-worker-portal";
import { listNotifications } from "@/lib/services/notifications";
import { listWorkerTasks, type TaskView } from "@/lib/services/tasks";

export type WorkerPortalData = {
  worker: WorkerSelf;
  /** Null for a worker who is not employed: no tasks and no appointments, not even empty lists. */
  work: { tasks: TaskView[]; appointments: WorkerAppointment[]; timeZone: string } | null;
  notifications: NotificationView[];
};

/** An employment ended between two reads of this request (403): shown as not employed. */
function unlessEnded(error: unknown): null {
  if (error instanceof ServiceError && error.status === 403) return null;
  throw error;
}

/**
 * Everything the portal shows, read as the signed-in worker through the same services as the API
 * (each audits its read). Employment is the database's word at this request; null when the
 * account is gone or deactivated (the page shows the sign-in form again).
 */
export async function loadWorkerPortal(actor: HealthWorkerActor, now = new Date()): Promise<WorkerPortalData | null> {
  let worker: WorkerSelf;
  try {
    worker = await requireWorker(actor);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 401) return null;
    throw error;
  }
  const employed = worker.employmentStatus === "employed" && worker.hospitalId && worker.timezone;
  const [notifications, tasks, appointments] = await Promise.all([
    listNotifications(actor, 20),
    employed ? listWorkerTasks(actor).catch(unlessEnded) : null,
    employed ? listTodayAppointments(actor, now).catch(unlessEnded) : null,
  ]);
  return {
    worker,
    work: employed && tasks && appointments ? { tasks, appointments, timeZone: worker.timezone! } : null,
    notifications,
  };
}
