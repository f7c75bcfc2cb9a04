// The one error a service throws on purpose; the route wrapper turns it into its status.
export class ServiceError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fieldErrors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export const notSignedIn = () => new ServiceError(401, "You must be signed in to do that.");
export const forbidden = () => new ServiceError(403, "You do not have permission to do that.");
export const notFound = (what = "Record") => new ServiceError(404, `${what} not found`);

/** PostgreSQL's unique_violation, exclusion_violation, foreign_key_violation and check_violation. */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === "string") return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
