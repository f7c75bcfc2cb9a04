import { redirect } from "next/navigation";

import { mustChangePassword, type Actor } from "./actor-types";

export const CHANGE_PASSWORD_PAGE = "/change-password";

/**
 * Pages lead an account holding a temporary password to the change (the API answers 403
 * `password_change_required` instead): every staff layout and the worker portal call this.
 */
export function leadToPasswordChange(actor: Actor): void {
  if (mustChangePassword(actor)) redirect(CHANGE_PASSWORD_PAGE);
}
