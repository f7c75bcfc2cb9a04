import { forbidden, redirect } from "next/navigation";

import { getActor } from "./actor";
import { inDeactivatedHospital, requiredStep, type Actor, type StaffActor } from "./actor-types";

export const CHANGE_PASSWORD_PAGE = "/change-password";
export const TWO_FACTOR_SETUP_PAGE = "/two-factor-setup";
export const HOSPITAL_DEACTIVATED_PAGE = "/hospital-deactivated";

/**
 * The one page gate for what an account must see before any other page (the API answers 403 with
 * the matching code instead): the staff and workers of a deactivated hospital see its notice; an
 * account holding a temporary password is led to the change; a staff user who must have two-factor
 * sign-in (the setting, or a system administrator) is led to enrol. Every staff layout, AppShell,
 * the home page and the worker portal call this.
 */
export function leadToPasswordChange(actor: Actor): void {
  if (inDeactivatedHospital(actor)) redirect(HOSPITAL_DEACTIVATED_PAGE);
  const step = requiredStep(actor);
  if (step === "password_change") redirect(CHANGE_PASSWORD_PAGE);
  if (step === "two_factor_enrolment") redirect(TWO_FACTOR_SETUP_PAGE);
}

/**
 * The gate of every /admin page (app/admin/layout.tsx checks the same and shows the sign-in form to
 * a visitor): the signed-in system administrator, or the 403 screen for anyone else. Pages and
 * layouts render in parallel, so each page asks for itself before loading anything.
 */
export async function requireSystemAdminPage(): Promise<StaffActor> {
  const actor = await getActor();
  if (actor.kind !== "staff" || actor.role !== "system_admin") forbidden();
  leadToPasswordChange(actor);
  return actor;
}
