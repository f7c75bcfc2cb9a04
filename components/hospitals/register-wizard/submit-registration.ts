import type { RegisterHospitalInput } from "@/lib/validation/hospital";

export type RegistrationResult =
  | { ok: true; hospitalId: string; trialExpiresAt: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

type ErrorBody = { message?: unknown; fieldErrors?: unknown };

function readFieldErrors(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

// POST /api/hospitals/register: 201 { hospitalId, trialExpiresAt }, otherwise { message, fieldErrors? }.
export async function submitRegistration(values: RegisterHospitalInput): Promise<RegistrationResult> {
  let response: Response;
  try {
    response = await fetch("/api/hospitals/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return {
      ok: false,
      message: "Could not reach the server. Please check your connection and try again.",
      fieldErrors: {},
    };
  }

  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy error page, for instance): fall back to the status line below.
  }

  if (response.ok) {
    const { hospitalId, trialExpiresAt } = (body ?? {}) as { hospitalId?: unknown; trialExpiresAt?: unknown };
    return { ok: true, hospitalId: String(hospitalId ?? ""), trialExpiresAt: String(trialExpiresAt ?? "") };
  }

  const { message, fieldErrors } = (typeof body === "object" && body !== null ? body : {}) as ErrorBody;
  return {
    ok: false,
    // Specification section 7: without a message, "{status}: {text or status text}".
    message: typeof message === "string" && message ? message : `${response.status}: ${text || response.statusText}`,
    fieldErrors: readFieldErrors(fieldErrors),
  };
}
