import { forbidden, notFound } from "next/navigation";

import type { Actor } from "@/lib/auth/actor-types";
import { ServiceError } from "@/lib/errors";

const isHospitalAdmin = (role: string) => role === "hospital_admin";

/**
 * The hospital a staff page shows: the staff member's own, or for system_admin the one named by
 * `?hospitalId=` (null when none is named). Roles other than `allowed` (by default the hospital
 * administrator) get the 403 screen; proxy.ts already turns them away, this is the page's own check.
 */
export function hospitalScope(
  actor: Actor,
  requested: string | string[] | undefined,
  allowed: (role: string) => boolean = isHospitalAdmin,
): string | null {
  if (actor.kind !== "staff") forbidden();
  if (actor.role === "system_admin") {
    const id = typeof requested === "string" ? requested.trim().toUpperCase() : "";
    return id || null;
  }
  if (!allowed(actor.role) || !actor.hospitalId) forbidden();
  return actor.hospitalId;
}

/** A service's 404 (another tenant's or a missing hospital) becomes the 404 page, a 403 the 403 screen. */
export function rethrowAsPage(error: unknown): never {
  if (error instanceof ServiceError && error.status === 404) notFound();
  if (error instanceof ServiceError && error.status === 403) forbidden();
  throw error;
}
