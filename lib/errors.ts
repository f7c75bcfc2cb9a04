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
