// The one error a service throws on purpose; the route wrapper turns it into its status.
export class ServiceError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fieldErrors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    /** More fields of the JSON answer beside `message` (e.g. `code` and `candidates` of a 409). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export const notSignedIn = () => new ServiceError(401, "You must be signed in to do that.");
export const forbidden = () => new ServiceError(403, "You do not have permission to do that.");
export const PASSWORD_CHANGE_REQUIRED = "You must change your temporary password before continuing.";
/** 403 for an account whose temporary password has not been replaced yet (API.md, Accounts). */
export const passwordChangeRequired = () =>
  new ServiceError(403, PASSWORD_CHANGE_REQUIRED, undefined, undefined, { code: "password_change_required" });
export const TWO_FACTOR_ENROLMENT_REQUIRED =
  "Two-factor sign-in is required for your account. Set it up with an authenticator app before continuing.";
/** 403 for a staff user who must enrol in two-factor sign-in first (the setting, or a system administrator). */
export const twoFactorEnrolmentRequired = () =>
  new ServiceError(403, TWO_FACTOR_ENROLMENT_REQUIRED, undefined, undefined, { code: "two_factor_enrolment_required" });
export const MAINTENANCE_MESSAGE =
  "The platform is under maintenance: changes and sign-in are paused for now. Nothing you already saved is affected; please try again later.";
/** 503 to any change (and any sign-in) but a system administrator's while maintenance mode is on. */
export const underMaintenance = () => new ServiceError(503, MAINTENANCE_MESSAGE, undefined, { "retry-after": "300" }, { code: "maintenance" });
export const HOSPITAL_DEACTIVATED = "This hospital has been deactivated. Contact the system administrator.";
/** 403 for the staff and the workers of a deactivated hospital (their sessions and their sign-in). */
export const hospitalDeactivated = () => new ServiceError(403, HOSPITAL_DEACTIVATED, undefined, undefined, { code: "hospital_deactivated" });
export const notFound = (what = "Record") => new ServiceError(404, `${what} not found`);

/** A string field of a PostgreSQL error, which drivers and Drizzle may wrap in `cause`. */
function pgField(error: unknown, field: "code" | "constraint"): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === "string" && (field !== "code" || /^[0-9A-Z]{5}$/.test(value))) return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATE: 23505 unique, 23P01 exclusion, 23503 foreign key, 23514 check violation. */
export const pgErrorCode = (error: unknown) => pgField(error, "code");
export const pgConstraint = (error: unknown) => pgField(error, "constraint");
