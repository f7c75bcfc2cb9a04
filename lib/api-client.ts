// The browser's one way to call the REST API: JSON in and out, cookies sent, and every failure
// turned into an ApiError carrying the server's message (specification section 7: without a
// message, "{status}: {text or status text}").

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fieldErrors: Record<string, string> = {},
    /** The whole JSON answer, for errors that carry more than a message (a 409's `code`). */
    public readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function readFieldErrors(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
}

export async function apiRequest<T = unknown>(
  path: string,
  init: { method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Could not reach the server. Please check your connection and try again.");
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy error page, for instance).
  }
  if (response.ok) return body as T;
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const { message, fieldErrors } = fields;
  throw new ApiError(
    response.status,
    typeof message === "string" && message ? message : `${response.status}: ${text || response.statusText}`,
    readFieldErrors(fieldErrors),
    fields,
  );
}
